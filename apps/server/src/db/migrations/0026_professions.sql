-- Onboarding after the first sign-in (issue 29): accounts made from now on start at `pending`;
-- the accounts that exist already keep null and are never asked (the column is added without a
-- default, which would fill them, and the default set afterwards).
ALTER TABLE "users" ADD COLUMN "onboarding" text;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "onboarding" SET DEFAULT 'pending';--> statement-breakpoint
-- Hand-written backfill (issue 29): the categories now cover the whole remote market. Jobs stored
-- under the old twelve are moved by their title, with the same rules, in the same order, as
-- `categoryFromTitle` (packages/career-ai/src/skills/category.ts) for the new categories. Feed
-- jobs are categorised again anyway on their feed's next run (NORMALIZER_VERSION 2); this moves
-- them, and the demo catalogue's, at once. No category id was renamed: saved searches, profile
-- preferences and links keep theirs.
UPDATE "jobs" SET "category" = moved."category"
FROM (
  SELECT "id",
    CASE
      WHEN "title" ~* '\m(engineer|engineering|developer|programmer|software)\M|工程师|开发|程序员'
        THEN CASE
          WHEN "title" ~* '\m(desktop support|it support|help ?desk|service desk)\M|桌面运维|桌面支持|it支持' THEN 'itSupport'
          WHEN "title" ~* '\m(technical writer|documentation)\M|技术文档' THEN 'writing'
          ELSE NULL END
      WHEN "title" ~* '\m(nurse|nursing|physician|doctor|medical|clinical|clinician|pharmacist|therapist|psychologist|dental|patient|healthcare|telehealth)\M|护士|护理|医生|医师|药师|临床|康复|健康管理|医疗' THEN 'healthcare'
      WHEN "title" ~* '\m(lawyer|attorney|counsel|paralegal|legal|compliance|regulatory)\M|律师|法务|法律|合规' THEN 'legal'
      WHEN "title" ~* '\m(accountant|accounting|bookkeeper|bookkeeping|controller|comptroller|finance|financial|fp&a|auditor|audit|tax|payroll|accounts payable|accounts receivable|treasury|actuary|underwriter)\M|会计|财务|出纳|审计|税务|总账|精算' THEN 'finance'
      WHEN "title" ~* '\m(recruiter|recruiting|recruitment|talent acquisition|sourcer|hr|hrbp|human resources|people operations|people partner|compensation)\M|招聘|人力资源|人事|薪酬' THEN 'hr'
      WHEN "title" ~* '\m(teacher|teaching|tutor|instructor|lecturer|professor|educator|curriculum|instructional design(er)?)\M|教师|老师|讲师|教研|课程|助教' THEN 'education'
      WHEN "title" ~* '\m(desktop support|it support|help ?desk|service desk|support technician|systems? administrator|it administrator)\M|桌面支持|桌面运维|网络管理员' THEN 'itSupport'
      WHEN "title" ~* '\m(writer|copywriter|editor|proofreader|translator|journalist|content (writer|editor|creator|strategist))\M|编辑|翻译|撰稿|文案|技术文档' THEN 'writing'
      WHEN "title" ~* '\m(designer|ux|ui|illustrator|artist)\M|设计师' THEN NULL
      WHEN "title" ~* '\m(office|administrative|executive assistant|virtual assistant|receptionist|data entry|clerk|secretary)\M|行政|文员|前台|秘书|助理' THEN 'operations'
      WHEN "title" ~* '\m(customer|sales|account (executive|manager)|marketing|product (manager|owner))\M|客服|销售|市场|营销|运营|产品经理' THEN NULL
      WHEN "title" ~* '\m(operations|coordinator|project (manager|coordinator)|chief of staff|assistant|supply chain|logistics|procurement|purchasing)\M|采购|供应链|物流|项目经理' THEN 'operations'
      ELSE NULL
    END AS "category"
  FROM "jobs"
  WHERE "category" IN ('other', 'customerService', 'marketing', 'sales', 'design', 'devops', 'product')
) moved
WHERE "jobs"."id" = moved."id" AND moved."category" IS NOT NULL AND moved."category" <> "jobs"."category";
