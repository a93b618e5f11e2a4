import type { Page } from '@playwright/test';
import { BOARD_PAGES } from './extension/boards';
import { expect, test } from './extension/extension-fixture';
import { fillTime, reportCapture, trackedApplications } from './extension/report';

/**
 * The built extension on the boards beyond the first four, each a page in that board's real
 * structure at one of its addresses: every plain field right, none wrong, the panel naming the
 * board, and once the board confirms, the application tracked with the receipt of what was sent.
 */
type Expected = Record<string, string | boolean>;
type Board = {
  name: keyof typeof BOARD_PAGES;
  label: string;
  expected: Expected;
  submit: (page: Page) => Promise<void>;
};

const ADA = {
  first: 'Ada',
  last: 'Lovelace',
  email: 'ada.lovelace@example.com',
  phone: '+49 301234567',
  linkedin: 'https://www.linkedin.com/in/ada',
  salary: '120,000 USD per year',
  resume: 'ada-resume.pdf',
};
const click = (selector: string) => (page: Page) => page.locator(selector).click();

const BOARDS: Board[] = [
  {
    name: 'smartrecruiters',
    label: 'SmartRecruiters',
    expected: {
      '#first-name-input': ADA.first,
      '#last-name-input': ADA.last,
      '#email-input': ADA.email,
      '#confirm-email-input': ADA.email,
      '#spl-form-element_5': ADA.phone,
      '#linkedin-input': ADA.linkedin,
      '#website-input': 'https://ada.dev',
      'spl-dropzone#resume >>> #file-input': ADA.resume,
      // The top drop zone only reads a resume to prefill the page: never used.
      'spl-dropzone#parsing >>> #file-input': '',
      '#hiring-manager-message-input': '',
    },
    submit: click('#submit'),
  },
  {
    name: 'workable',
    label: 'Workable',
    expected: {
      '#firstname': ADA.first,
      '#lastname': ADA.last,
      '#email': ADA.email,
      // The phone widget holds Germany; the box the national number.
      '[name="phone_country"]': 'de',
      '[name="phone"]': '301234567',
      '#headline': '',
      '#input_files_resume': ADA.resume,
      '#input_files_photo': '',
      '#summary': '',
      '#cover_letter': '',
      '#CA_16738': ADA.salary,
      '#CA_16739': '1 month',
      '[name="183987"]': false,
      '[name="183988"]': false,
      '[name="gdpr"]': false,
    },
    submit: click('[data-ui="apply-button"]'),
  },
  {
    name: 'teamtailor',
    label: 'Teamtailor',
    expected: {
      '#candidate_first_name': ADA.first,
      '#candidate_last_name': ADA.last,
      '#candidate_email': ADA.email,
      '#candidate_phone': ADA.phone,
      // Dropped on the CV's Dropzone area, which names it and keeps its address.
      '#upload_resume_field [data-dz-name]': ADA.resume,
      '#candidate_resume_remote_url': `https://uploads.example/${ADA.resume}`,
      '#candidate_job_applications_attributes_0_cover_letter': '',
      '#boolean-10836904-true': false,
      '#boolean-10836904-false': false,
      '#candidate_consent_given': false,
    },
    submit: click('[name="commit"]'),
  },
  {
    name: 'breezy',
    label: 'Breezy HR',
    expected: {
      '#main-attachment': ADA.resume,
      '[name="cName"]': 'Ada Lovelace',
      '[name="cEmail"]': ADA.email,
      '[name="cPhoneNumber"]': ADA.phone,
      '#fullAddress': '',
      // The amount alone between its currency and its period.
      '[name="salaryCurrency"]': 'USD',
      '[name="cSalary"]': '120000',
      '[name="salaryPeriod"]': 'yearly',
      '[name="cCoverLetter"]': '',
      '#hp_7f2b': '',
      '[name="section_1_question_0"][value="Yes"]': false,
      '#gender_female': true,
      '#vet_no': true,
    },
    submit: click('button[type="submit"]'),
  },
  {
    name: 'bamboohr',
    label: 'BambooHR',
    expected: {
      '#firstName': ADA.first,
      '#lastName': ADA.last,
      '#email': ADA.email,
      '#phone': ADA.phone,
      '[name="streetAddress.value"]': '',
      '[name="city.value"]': 'Berlin',
      '[name="coverLetterFileId"]': '',
      '[name="resumeFileId"]': ADA.resume,
      '#desiredPay': ADA.salary,
      '#linkedinUrl': ADA.linkedin,
      '#FabricTextField-6': '',
      '[name="customQuestionAnswers.yes_no_1019"][value="no"]': true,
      '[name="veteranStatusId"][value="1"]': true,
      '#nickname_hpcsaf': '',
    },
    submit: click('button[type="submit"]'),
  },
  {
    name: 'recruitee',
    label: 'Recruitee',
    expected: {
      '[name="candidate.name"]': 'Ada Lovelace',
      '[name="candidate.email"]': ADA.email,
      '[name="candidate.phone"]': ADA.phone,
      '[name="candidate.cv"]': ADA.resume,
      '[name="candidate.coverLetterFile"]': '',
      '[name="candidate.openQuestionAnswers.481"]': 'Berlin, Germany',
      '[name="candidate.openQuestionAnswers.482"]': '',
    },
    submit: click('button[type="submit"]'),
  },
  {
    name: 'personio',
    label: 'Personio',
    expected: {
      '#first_name': ADA.first,
      '#last_name': ADA.last,
      '#email': ADA.email,
      '#phone': ADA.phone,
      '#documents-cv': ADA.resume,
      '#documents-other': '',
      '#custom_attribute_1001': ADA.salary,
      // A date box, and the profile names no start date.
      '#custom_attribute_1002': '',
      '[name="privacy_policy_acceptance"]': false,
    },
    submit: async (page) => {
      await page.locator('[name="privacy_policy_acceptance"]').check();
      await page.locator('button[type="submit"]').click();
    },
  },
  {
    name: 'jazzhr',
    label: 'JazzHR',
    expected: {
      '#resumator-firstname-value': ADA.first,
      '#resumator-lastname-value': ADA.last,
      '#resumator-email-value': ADA.email,
      '#resumator-phone-value': ADA.phone,
      '#resumator-address-value': '',
      '#resumator-city-value': 'Berlin',
      '#resumator-state-value': '',
      '#resumator-postal-value': '',
      '#resumator-resume-value': ADA.resume,
      '#resumator-salary-value': ADA.salary,
      '#resumator-questionnaire-q1437333': 'Yes',
      '#resumator-questionnaire-q1437337': 'LinkedIn',
      '#resumator-questionnaire-q2330229': '',
      '#resumator-eeo_gender-value': '1',
    },
    submit: click('#resumator-submit-resume'),
  },
  {
    name: 'icims',
    label: 'iCIMS',
    expected: {
      '[id="PersonProfileFields.FirstName"]': ADA.first,
      '[id="PersonProfileFields.LastName"]': ADA.last,
      '[id="PersonProfileFields.Email"]': ADA.email,
      '[id="PersonProfileFields.PhoneNumber"]': ADA.phone,
      '[id="PersonProfileFields.AddressCity"]': 'Berlin',
      '[id="PersonProfileFields.AddressZip"]': '',
      '[id="CandProfileFields.Origin"]': 'LinkedIn',
      // Choosing a file here reloads the page: left for the person to attach first.
      '[id="PortalProfileFields.Resume_File"]': '',
      '#rcf2106_File': '',
    },
    submit: click('#cp_form_submit_i'),
  },
  {
    name: 'jobvite',
    label: 'Jobvite',
    expected: {
      '#jv-field-first': ADA.first,
      '#jv-field-last': ADA.last,
      '#jv-field-email': ADA.email,
      '#jv-field-phone': ADA.phone,
      '#jv-field-city': 'Berlin',
      '#jv-field-country': 'Germany',
      '#jv-field-resume': ADA.resume,
      '[name="q_auth"][value="yes"]': true,
      '[name="q_sponsor"][value="no"]': true,
    },
    submit: click('button[type="submit"]'),
  },
];

/** A control's value as the page holds it (`host >>> inner` reaches into an open shadow root). */
const valuesOf = (page: Page, selectors: string[]) =>
  page.evaluate((list) => {
    // Through every open shadow root: SmartRecruiters draws each box in one.
    const deep = (root: ParentNode, selector: string): Element | null => {
      const found = root.querySelector(selector);
      if (found) return found;
      for (const element of root.querySelectorAll('*')) {
        const inner = element.shadowRoot ? deep(element.shadowRoot, selector) : null;
        if (inner) return inner;
      }
      return null;
    };
    const find = (selector: string): Element | null => {
      const [host, inner] = selector.split(' >>> ');
      if (!inner) return deep(document, host!);
      const shadow = deep(document, host!)?.shadowRoot;
      return shadow ? deep(shadow, inner) : null;
    };
    const found: Record<string, string | boolean> = {};
    for (const selector of list) {
      const element = find(selector);
      if (element instanceof HTMLInputElement && element.type === 'file')
        found[selector] = element.files?.[0]?.name ?? '';
      else if (
        element instanceof HTMLInputElement &&
        (element.type === 'checkbox' || element.type === 'radio')
      )
        found[selector] = element.checked;
      else if (
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
        found[selector] = element.value;
      else found[selector] = (element?.textContent ?? '<missing>').trim();
    }
    return found;
  }, selectors);

for (const board of BOARDS)
  test(`${board.label}: a page in its real structure, every plain field right, the receipt kept once it is sent`, async ({
    extension,
  }) => {
    const { url } = BOARD_PAGES[board.name];
    const page = await extension.context.newPage();
    await page.goto(url);
    const panel = page.locator('[data-yonder-panel]');
    await expect(panel.getByText(`Board: ${board.label}`)).toBeVisible();
    await panel.getByRole('button', { name: 'Fill with Yonder' }).click();
    await expect(panel.getByRole('status')).toContainText(/Filled \d+/);
    const values = await valuesOf(page, Object.keys(board.expected));
    reportCapture(`${board.label} (test board)`, await fillTime(panel), values, board.expected);

    await board.submit(page);
    const base = url.replace(/\?.*$/, '');
    let tracked: { id: string } | undefined;
    await expect
      .poll(
        async () =>
          (tracked = (await trackedApplications(extension.api, extension.token)).find((item) =>
            item.url.startsWith(base),
          )),
      )
      .toBeTruthy();
    const detail = await extension.api.get(`/api/v1/applications/${tracked!.id}`, {
      headers: { authorization: `Bearer ${extension.token}` },
    });
    const receipt = (await detail.json()).data.receipts[0] as {
      page_url: string;
      fields: { label: string; value: string; files: { name: string }[] }[];
    };
    expect(receipt.page_url).toBe(url);
    const sentEmail = receipt.fields.find((field) => field.value === ADA.email);
    expect(sentEmail, 'the email as it was sent').toBeTruthy();
    await page.close();
  });
