-- Hand-written backfill: the primary resume is stored, never guessed. Every user with a resume and
-- no primary gets the one matching read until now (the newest upload, else the most recently
-- changed resume); a user without a profile row gets one at version 0 with the empty profile.
INSERT INTO "candidate_profiles" ("user_id", "profile", "version", "primary_resume_id")
SELECT DISTINCT ON (r."user_id") r."user_id",
  '{"contact":{"name":"","email":"","phoneCountryCode":"","phone":"","city":"","country":"","timeZone":""},"work":[],"education":[],"projects":[],"links":[],"skills":[],"languages":[],"preferences":{"desiredTitles":[],"categories":[],"remoteTypes":[],"jobTypes":[],"workCountries":[],"workingHours":null,"minSalary":null,"earliestStart":"","needsSponsorship":null,"workLanguages":[]},"answers":{"workAuthorization":"decline","needsSponsorship":"decline","noticePeriod":"","howHeard":"","gender":"decline","ethnicity":"decline","veteran":"decline","disability":"decline","custom":[]}}'::jsonb,
  0, r."id"
FROM "resumes" r
ORDER BY r."user_id", (r."origin" = 'upload') DESC,
  CASE WHEN r."origin" = 'upload' THEN r."created_at" ELSE r."updated_at" END DESC, r."id" DESC
ON CONFLICT ("user_id") DO UPDATE SET "primary_resume_id" = excluded."primary_resume_id"
WHERE "candidate_profiles"."primary_resume_id" IS NULL;
