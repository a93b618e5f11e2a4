import {
  resumeCustomSectionSchema,
  type ResumeCustomSection,
} from '@yonder/contract/resume-document';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../bullet-list';
import { EntryList } from '../entry-list';
import { InputField } from '../form-fields';

const describe = (section: ResumeCustomSection) => section.title;

/**
 * Sections of the person's own (awards, publications, volunteering a parse could not place): a
 * title and its items, each as written.
 */
export function CustomSectionsSection() {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      name="document.customSections"
      createItem={() => resumeCustomSectionSchema.parse({})}
      describe={describe}
      renderFields={(section) => (
        <div className="grid gap-3">
          <InputField name={`${section}.title`} label={t('fields.sectionTitle')} />
          <BulletList
            name={`${section}.items`}
            label={t('fields.sectionItems')}
            addLabel={t('bullets.addItem')}
          />
        </div>
      )}
    />
  );
}
