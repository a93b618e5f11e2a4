import type { JobCategory } from '@yonder/contract/jobs';
import {
  resumeDocumentSchema,
  type ResumeDocument,
  type ResumeDocumentInput,
} from '@yonder/contract/resume-document';

/**
 * Candidates of professions beyond software (issue 29), as realistic, fictional resumes: an
 * accountant, an office coordinator, a desktop-support technician, a recruiter, a registered
 * nurse, an English teacher and a Chinese cashier-accountant. Matching must recommend within each
 * one's profession.
 */
export type ProfessionResume = {
  field: JobCategory;
  language: 'zh' | 'en';
  document: ResumeDocument;
};

const resume = (input: ResumeDocumentInput) => resumeDocumentSchema.parse(input);

export const PROFESSION_RESUMES: ProfessionResume[] = [
  {
    field: 'finance',
    language: 'en',
    document: resume({
      basics: {
        name: 'Dana Whitfield',
        label: 'Staff Accountant',
        email: 'dana.whitfield@example.com',
        summary:
          'Accountant with five years in public accounting and industry: month-end close, reconciliations and audit support for SaaS companies.',
        location: { city: 'Denver', region: 'CO', countryCode: 'US' },
      },
      work: [
        {
          name: 'Pinecrest Software',
          position: 'Staff Accountant',
          startDate: '2022-02',
          endDate: '',
          summary: 'Own the general ledger of a 300-person software company.',
          highlights: [
            'Run the month-end close in five working days, with journal entries and accruals.',
            'Reconcile 14 bank and balance sheet accounts every month in NetSuite.',
            'Prepared the schedules for the annual audit under US GAAP; no adjustments found.',
          ],
        },
        {
          name: 'Holt & Rivera CPAs',
          position: 'Audit Associate',
          startDate: '2019-09',
          endDate: '2022-01',
          summary: 'Audits and tax returns for small businesses.',
          highlights: ['Prepared 60+ federal and state tax returns each season.'],
        },
      ],
      education: [
        {
          institution: 'University of Colorado',
          area: 'Accounting',
          studyType: 'Bachelor of Science',
          startDate: '2015',
          endDate: '2019',
        },
      ],
      certificates: [
        { name: 'Certified Public Accountant (CPA), Colorado', date: '2021', issuer: 'AICPA' },
      ],
      skills: [
        {
          name: 'Accounting',
          keywords: ['GAAP', 'Reconciliation', 'Accounts Payable', 'Financial Reporting', 'Excel'],
        },
        { name: 'Software', keywords: ['NetSuite', 'QuickBooks'] },
      ],
      languages: [{ language: 'English', fluency: 'Native' }],
    }),
  },
  {
    field: 'operations',
    language: 'en',
    document: resume({
      basics: {
        name: 'Priya Raman',
        label: 'Office Coordinator',
        email: 'priya.raman@example.com',
        summary:
          'Organised office coordinator who keeps a 120-person office running: calendars, travel, vendors, events and new-hire set-up.',
        location: { city: 'Manchester', countryCode: 'GB' },
      },
      work: [
        {
          name: 'Brightline Media',
          position: 'Office Coordinator',
          startDate: '2021-05',
          endDate: '',
          summary: 'Run the Manchester office and support the leadership team.',
          highlights: [
            'Manage calendars and book travel for four directors.',
            'Coordinate vendors, office supplies and the front desk.',
            'Plan quarterly team events and a yearly offsite for 120 people.',
          ],
        },
        {
          name: 'Harbour Lettings',
          position: 'Administrative Assistant',
          startDate: '2018-03',
          endDate: '2021-04',
          summary: 'Data entry, filing and scheduling viewings for a lettings agency.',
          highlights: ['Kept tenancy records in Google Workspace and Excel.'],
        },
      ],
      education: [
        {
          institution: 'Manchester Metropolitan University',
          area: 'Business Management',
          studyType: 'BA',
          startDate: '2015',
          endDate: '2018',
        },
      ],
      skills: [
        {
          name: 'Administration',
          keywords: [
            'Calendar Management',
            'Travel Coordination',
            'Event Planning',
            'Vendor Management',
            'Microsoft Office',
            'Google Workspace',
          ],
        },
      ],
      languages: [{ language: 'English', fluency: 'Native' }],
    }),
  },
  {
    field: 'itSupport',
    language: 'en',
    document: resume({
      basics: {
        name: 'Marcus Oyelaran',
        label: 'Desktop Support Technician',
        email: 'marcus.o@example.com',
        summary:
          'Desktop support technician with four years of help desk work: Windows and macOS laptops, Active Directory accounts, printers and Microsoft 365.',
        location: { city: 'Toronto', region: 'ON', countryCode: 'CA' },
      },
      work: [
        {
          name: 'Northgate Insurance',
          position: 'Desktop Support Technician',
          startDate: '2022-01',
          endDate: '',
          summary: 'Tier 2 support for 800 staff across three offices.',
          highlights: [
            'Resolve 40 tickets a week in ServiceNow within SLA.',
            'Image and ship laptops with Intune; manage accounts in Active Directory.',
            'Troubleshoot printers, VPN and Wi-Fi issues by remote desktop.',
          ],
        },
        {
          name: 'CityTech Repairs',
          position: 'IT Help Desk Technician',
          startDate: '2020-06',
          endDate: '2021-12',
          summary: 'Walk-in and phone help desk for small businesses.',
          highlights: ['Hardware repair and Windows 10 reinstalls.'],
        },
      ],
      education: [
        {
          institution: 'Seneca College',
          area: 'Computer Systems Technician',
          studyType: 'Diploma',
          startDate: '2018',
          endDate: '2020',
        },
      ],
      certificates: [
        { name: 'CompTIA A+', date: '2020', issuer: 'CompTIA' },
        { name: 'ITIL 4 Foundation', date: '2023', issuer: 'Axelos' },
      ],
      skills: [
        {
          name: 'IT',
          keywords: [
            'Windows Administration',
            'macOS',
            'Active Directory',
            'Microsoft 365',
            'Hardware Troubleshooting',
            'Ticketing Systems',
          ],
        },
      ],
      languages: [{ language: 'English', fluency: 'Native' }],
    }),
  },
  {
    field: 'hr',
    language: 'en',
    document: resume({
      basics: {
        name: 'Lena Kowalczyk',
        label: 'Technical Recruiter',
        email: 'lena.k@example.com',
        summary:
          'Recruiter who has hired 90+ engineers and designers for remote teams across Europe, from sourcing to offer.',
        location: { city: 'Warsaw', countryCode: 'PL' },
      },
      work: [
        {
          name: 'Remotely Labs',
          position: 'Technical Recruiter',
          startDate: '2021-09',
          endDate: '',
          summary: 'Full-cycle recruiting for engineering and design.',
          highlights: [
            'Source candidates on LinkedIn with boolean search; run structured interviews.',
            'Keep the pipeline in Greenhouse and report on time to hire.',
          ],
        },
        {
          name: 'Talentbridge',
          position: 'Recruitment Consultant',
          startDate: '2019-02',
          endDate: '2021-08',
          summary: 'Agency recruiting for fintech clients.',
          highlights: ['Placed 35 candidates in two years.'],
        },
      ],
      education: [
        {
          institution: 'University of Warsaw',
          area: 'Psychology',
          studyType: 'MA',
          startDate: '2014',
          endDate: '2019',
        },
      ],
      skills: [
        {
          name: 'Recruiting',
          keywords: ['Recruiting', 'Sourcing', 'Interviewing', 'Employer Branding', 'Onboarding'],
        },
      ],
      languages: [
        { language: 'Polish', fluency: 'Native' },
        { language: 'English', fluency: 'Fluent' },
      ],
    }),
  },
  {
    field: 'healthcare',
    language: 'en',
    document: resume({
      basics: {
        name: 'Grace Adeyemi',
        label: 'Registered Nurse',
        email: 'grace.adeyemi@example.com',
        summary:
          'Registered nurse with six years in med-surg and two in telehealth triage; calm with patients, exact with charting in Epic.',
        location: { city: 'Austin', region: 'TX', countryCode: 'US' },
      },
      work: [
        {
          name: 'CareLink Virtual Health',
          position: 'Telehealth Registered Nurse',
          startDate: '2022-03',
          endDate: '',
          summary: 'Nurse triage by phone and video for a national telehealth provider.',
          highlights: [
            'Assess 30 patients a shift and document care in the EHR.',
            'Follow HIPAA and clinical protocols for every call.',
          ],
        },
        {
          name: "St. Luke's Hospital",
          position: 'Registered Nurse, Med-Surg',
          startDate: '2016-06',
          endDate: '2022-02',
          summary: 'Bedside care on a 32-bed medical-surgical unit.',
          highlights: ['Patient education and care coordination at discharge.'],
        },
      ],
      education: [
        {
          institution: 'University of Texas at Austin',
          area: 'Nursing',
          studyType: 'BSN',
          startDate: '2012',
          endDate: '2016',
        },
      ],
      certificates: [
        { name: 'Registered Nurse (RN) license, Texas', date: '2016', issuer: 'Texas BON' },
        { name: 'BLS', date: '2024', issuer: 'American Heart Association' },
      ],
      skills: [{ name: 'Clinical', keywords: ['Patient Care', 'Telehealth', 'EHR', 'HIPAA'] }],
      languages: [{ language: 'English', fluency: 'Native' }],
    }),
  },
  {
    field: 'education',
    language: 'en',
    document: resume({
      basics: {
        name: 'Tomás Ferreira',
        label: 'Online English Teacher',
        email: 'tomas.f@example.com',
        summary:
          'English teacher with five years of teaching adults and teenagers online and in class; CELTA certified.',
        location: { city: 'Porto', countryCode: 'PT' },
      },
      work: [
        {
          name: 'LinguaLive',
          position: 'Online English Teacher',
          startDate: '2021-01',
          endDate: '',
          summary: 'Live lessons for small groups over video.',
          highlights: [
            'Teach 25 lessons a week to learners from A2 to C1.',
            'Write lesson plans and assessments; use Google Classroom and Moodle.',
          ],
        },
        {
          name: 'Porto Language School',
          position: 'ESL Teacher',
          startDate: '2019-09',
          endDate: '2020-12',
          summary: 'Classroom teaching for teenagers.',
          highlights: ['Designed a course for exam preparation.'],
        },
      ],
      education: [
        {
          institution: 'University of Porto',
          area: 'Modern Languages',
          studyType: 'BA',
          startDate: '2015',
          endDate: '2019',
        },
      ],
      certificates: [{ name: 'CELTA', date: '2019', issuer: 'Cambridge English' }],
      skills: [
        { name: 'Teaching', keywords: ['Teaching', 'Lesson Planning', 'Curriculum Development'] },
      ],
      languages: [
        { language: 'Portuguese', fluency: 'Native' },
        { language: 'English', fluency: 'Fluent' },
      ],
    }),
  },
  {
    field: 'finance',
    language: 'zh',
    document: resume({
      basics: {
        name: '周晓雯',
        label: '会计',
        email: 'xiaowen.zhou@example.com',
        summary: '五年企业会计经验，熟悉总账、月结、纳税申报和出纳工作，持有中级会计职称。',
        location: { city: '成都', countryCode: 'CN' },
      },
      work: [
        {
          name: '蜀道贸易有限公司',
          position: '总账会计',
          startDate: '2021-07',
          endDate: '',
          summary: '负责公司总账和月结。',
          highlights: [
            '每月完成账务处理、对账和财务报表编制。',
            '负责增值税和企业所得税的纳税申报。',
            '使用金蝶和 Excel 完成成本核算。',
          ],
        },
        {
          name: '锦城餐饮管理有限公司',
          position: '出纳',
          startDate: '2019-07',
          endDate: '2021-06',
          summary: '负责现金、银行收付和费用报销审核。',
          highlights: ['每日银行对账，管理发票。'],
        },
      ],
      education: [
        {
          institution: '西南财经大学',
          area: '会计学',
          studyType: '本科',
          startDate: '2015',
          endDate: '2019',
        },
      ],
      certificates: [{ name: '中级会计职称', date: '2022', issuer: '财政部' }],
      skills: [{ name: '财务', keywords: ['会计', '出纳', '税务', '金蝶', 'Excel'] }],
      languages: [
        { language: '中文', fluency: '母语' },
        { language: '英语', fluency: '读写' },
      ],
    }),
  },
];
