import { describe, expect, it } from 'vitest';
import { parseResume, parseResumeText, type ParsedResume } from '../resume-parser.ts';
import { fixture } from '../test-support/fixtures.ts';
import { lostLines } from '../test-support/lost-lines.ts';
import { linkedInRunTogetherDocx, wordFromPdfDocx } from '../test-support/real-shapes-docx.ts';
import {
  boldCapitalsPdf,
  classicLatexPdf,
  letterSpacedPdf,
  narrowSidebarPdf,
  openResumePdf,
  studentWordPdf,
} from '../test-support/real-shapes-pdf.ts';

type Roles = ParsedResume['document']['work'];
const roles = (work: Roles) =>
  work.map((entry) => [entry.name, entry.position, entry.startDate, entry.endDate]);
const titles = (parsed: ParsedResume) =>
  parsed.document.customSections.map((section) => section.title);

/** Every line the parser read is somewhere in the document, as written. */
function expectNothingLost({ text, document }: ParsedResume) {
  expect(lostLines(text, document)).toEqual([]);
}

describe('a Word-made student resume (tab and no-break space after each word)', async () => {
  const parsed = await parseResume(await studentWordPdf(), 'pdf');
  const { document } = parsed;

  it('reads the phone whose hyphen Word wrote as "-", a soft hyphen and U+2010', () => {
    expect(document.basics).toMatchObject({
      name: 'Riley Marsh',
      phone: '(909) 555-0199',
      location: { address: '88 Orchard Lane', city: 'Claremont', region: 'CA' },
    });
    expect(parsed.text).toContain('on-campus');
  });

  it('lists campus and volunteer roles as work, "Volunteer" as a title, seasons as dates', () => {
    expect(roles(document.work)).toEqual([
      // The organisation's second name is kept with it, not dropped.
      ['Finance Society, Pomona Valley College', 'Treasurer', '2024-09', ''],
      ['Harbor Food Bank', 'Volunteer', '2023-06', ''],
      ['Sunrise Swim Club', 'Volunteer Swim Coach', '2023', '2024'],
    ]);
  });

  it('keeps the honours under their own heading and the school with its place and graduation', () => {
    expect(document.customSections).toContainEqual({
      title: 'HONORS/AWARDS',
      items: ['President’s List Fall 2024 – Spring 2025'],
    });
    expect(document.education[0]).toMatchObject({
      institution: 'Pomona Valley College',
      location: 'Claremont, CA',
      studyType: 'Bachelor of Arts',
      area: 'Economics',
      endDate: '2027-05',
      score: '3.7',
    });
  });

  it('reads skills as written, without "Proficient in" or a list\'s "and"', () => {
    expect(document.skills[0]).toEqual({
      name: 'Computer',
      level: '',
      keywords: ['Windows', 'Mac OS', 'Microsoft Word', 'PowerPoint', 'Excel'],
    });
    expect(document.languages).toEqual([{ language: 'Korean', fluency: 'Fluent' }]);
    expectNothingLost(parsed);
  });
});

describe('an OpenResume resume', async () => {
  const parsed = await parseResume(await openResumePdf(), 'pdf');
  const { document } = parsed;

  it('reads each role, a "Summer 2023" internship too, and the singular PROJECT heading', () => {
    expect(roles(document.work)).toEqual([
      ['Lattice Labs', 'Software Engineer', '2024-05', ''],
      ['Quarry Health', 'Software Engineer Intern', '2023', ''],
    ]);
    expect(document.projects.map((project) => [project.name, project.startDate])).toEqual([
      ['Pocket Budget', '2024'],
    ]);
    expect(document.projects[0]!.keywords).not.toContain('Spring');
  });

  it('takes the sentence under the name as the summary and keeps skills as written', () => {
    expect(document.basics.summary).toBe('Engineer who likes small, fast and friendly tools');
    expect(document.skills.map((skill) => skill.name)).toEqual(['Go', 'Python', 'SQL', 'Tech']);
    expect(document.skills[3]!.keywords).toEqual([
      'React Hooks',
      'GraphQL',
      'Postgres',
      'REST API',
    ]);
  });

  it('keeps what an education entry says beyond its fields', () => {
    expect(document.education[0]).toMatchObject({
      institution: 'Hudson State University',
      studyType: 'Bachelor of Science',
      area: 'Computer Science',
      summary: 'Won 2nd place in the 2023 Civic Data Hackathon',
    });
    expectNothingLost(parsed);
  });
});

describe('a LaTeX "classic" CV with a right-hand column of places and dates', async () => {
  const parsed = await parseResume(await classicLatexPdf(), 'pdf');
  const { document } = parsed;

  it('gives each entry the dates set beside its first bullet, not to the bullet', () => {
    expect(roles(document.work)).toEqual([
      ['Elbe Robotics', 'Senior Engineer', '2022-01', ''],
      ['Nordwind Energy', 'Research Intern', '2020-05', '2020-08'],
    ]);
    expect(document.work[0]!.location).toBe('Hamburg, Germany');
    expect(document.work[0]!.highlights).toEqual([
      'Led the motion planning team of six',
      'Cut the planning time of the arm by 40%',
    ]);
    expect(document.education[0]).toMatchObject({
      institution: 'Technische Universität München',
      studyType: 'MSc',
      area: 'Robotics',
      startDate: '2019-10',
      summary: 'Thesis: Learning grasps from few examples',
    });
  });

  it('reads contacts parted by icons and keeps sections of its own, without the page footer', () => {
    expect(document.basics).toMatchObject({
      name: 'Jonas Weber',
      email: 'jonas.weber@example.de',
      location: { city: 'Hamburg', countryCode: 'DE' },
    });
    expect(titles(parsed)).toEqual(expect.arrayContaining(['About This CV', 'Publications']));
    expect(JSON.stringify(document)).not.toContain('1/1');
    expectNothingLost(parsed);
  });
});

describe('a page with a narrow sidebar', async () => {
  const parsed = await parseResume(await narrowSidebarPdf(), 'pdf');
  const { document } = parsed;

  it('reads the sidebar apart from the main column', () => {
    expect(roles(document.work)).toEqual([
      ['Tagus Pay', 'Staff Software Engineer', '2021-01', ''],
      ['Douro Bank', 'Software Engineer', '2016-03', '2020-12'],
    ]);
    expect(document.work[0]!.highlights).toHaveLength(4);
    expect(document.education[0]).toMatchObject({
      institution: 'University of Porto',
      studyType: 'MSc',
    });
    expect(document.skills.map((skill) => skill.name)).toEqual([
      'Go',
      'Kotlin',
      'Kafka',
      'PostgreSQL',
      'Kubernetes',
      'Terraform',
      'gRPC',
      'Event Sourcing',
    ]);
    expectNothingLost(parsed);
  });
});

describe('headings set letter by letter', async () => {
  const parsed = await parseResume(await letterSpacedPdf(), 'pdf');

  it('are read as the sections they open ("C O N TAC T", "E D U C AT I O N")', () => {
    const { document } = parsed;
    expect(document.basics).toMatchObject({
      name: 'Tomasz Nowak',
      email: 'tomasz.nowak@example.pl',
      phone: '+48 601 234 567',
    });
    expect(roles(document.work)).toEqual([
      ['Baltic Cloud', 'Site Reliability Engineer', '2021-03', ''],
      ['Amber Hosting Sp. z o.o.', 'Systems Administrator', '2017-06', '2021-02'],
    ]);
    expect(document.work[1]!.location).toBe('Sopot, Poland');
    expect(document.education[0]!.institution).toBe('Gdańsk University of Technology');
    expect(document.skills.map((skill) => skill.name)).toEqual(['Linux', 'Ansible', 'Prometheus']);
    expectNothingLost(parsed);
  });
});

describe('a Word resume made from a PDF, headings in text boxes', () => {
  const parsed = parseResume(wordFromPdfDocx(), 'docx');

  it('keeps each title whole, dash and comma included, beside the company after the dates', async () => {
    const { document } = await parsed;
    expect(roles(document.work)).toEqual([
      ['Orchard Media Company', 'Principal Platform Engineer', '2022-10', ''],
      [
        'Orchard Media Company',
        'IT Director, Associate – Cloud Platforms and Automation',
        '2018-04',
        '2022-10',
      ],
      ['Canyon Pictures', 'Director – IT Operations', '2012-06', '2018-03'],
    ]);
    expect(document.work.map((work) => work.location)).toEqual([
      'Burbank, CA',
      'Burbank, CA',
      'Culver City, CA',
    ]);
  });

  it('reads the contacts parted by squares, grouped skills and one certificate each', async () => {
    const result = await parsed;
    const { document } = result;
    expect(document.basics).toMatchObject({
      phone: '805-555-0142',
      location: { city: 'Westlake Village', region: 'CA', postalCode: '91361' },
    });
    expect(document.skills.find((skill) => skill.name === 'Languages/Frameworks')).toEqual({
      name: 'Languages/Frameworks',
      level: '',
      keywords: ['Python', 'PowerShell', 'Terraform', 'FastAPI', 'React'],
    });
    expect(document.certificates.map((certificate) => certificate.name)).toEqual([
      'AWS Certified Solutions Architect',
      'Certified Kubernetes Administrator',
    ]);
    expectNothingLost(result);
  });
});

describe('a LinkedIn list pasted into Word with its strings run together', async () => {
  const parsed = await parseResume(await linkedInRunTogetherDocx(), 'docx');

  it('reads each role once, with its place, and no logo or repeated description', () => {
    const { document, text } = parsed;
    expect(document.basics.name).toBe('Casey42');
    expect(roles(document.work)).toEqual([
      ['Lumen Labs', 'Staff Data Engineer', '2021-03', ''],
      ['Prairie Bank', 'Data Engineer', '2017-06', '2021-02'],
      ['Elk Creek Fire District', 'Volunteer Firefighter', '2015-01', '2017-05'],
    ]);
    expect(document.work.map((work) => work.location)).toEqual([
      'Denver, Colorado, United States',
      'Omaha, Nebraska',
      '',
    ]);
    expect(text).not.toMatch(/logo|Full-time|\d yrs|dashboards Cut/u);
    expectNothingLost(parsed);
  });
});

describe('a Chinese resume pasted as text', () => {
  const parsed = parseResumeText(
    [
      '王小雨',
      '电话：138****5678 | 邮箱：xiaoyu@example.cn',
      '教育背景',
      '华东理工大学 | 计算机科学与技术 | 本科 | 2019.09 – 2023.06',
      '校园经历',
      '计算机学院学生会 | 主席 | 2021.09 – 2022.06',
      '• 组织 12 场技术讲座，参与人数 1500+',
      '获奖情况',
      '全国大学生数学建模竞赛 省级一等奖 2021年10月',
      '兴趣爱好',
      '长跑、摄影',
    ].join('\n'),
  );

  it('keeps a masked phone, reads campus roles as work and keeps awards and interests', () => {
    const { document } = parsed;
    expect(document.basics.phone).toBe('138****5678');
    expect(roles(document.work)).toEqual([['计算机学院学生会', '主席', '2021-09', '2022-06']]);
    expect(document.customSections).toEqual([
      { title: '获奖情况', items: ['全国大学生数学建模竞赛 省级一等奖 2021年10月'] },
      { title: '兴趣爱好', items: ['长跑、摄影'] },
    ]);
    expectNothingLost(parsed);
  });
});

describe('headings, companies and titles all in bold capitals', () => {
  it('reads a "PROJECT MANAGER" as the job it is, not as projects', async () => {
    const parsed = await parseResume(await boldCapitalsPdf(), 'pdf');
    expect(roles(parsed.document.work)).toEqual([
      ['ACME LOGISTICS', 'PROJECT MANAGER', '2020-01', ''],
      ['NORTHWIND GROUP', 'PROJECT COORDINATOR', '2016-06', '2019-12'],
    ]);
    expect(parsed.document.projects).toEqual([]);
    expectNothingLost(parsed);
  });
});

describe('every resume fixture', () => {
  it.each([
    ['en-two-column.pdf', 'pdf'],
    ['en-date-column.pdf', 'pdf'],
    ['zh-one-column.pdf', 'pdf'],
    ['en-resume.docx', 'docx'],
    ['en-resume.doc', 'doc'],
    ['zh-resume.doc', 'doc'],
    ['zh-resume.txt', 'txt'],
  ] as const)('%s loses no line', async (name, type) => {
    expectNothingLost(await parseResume(fixture(name), type));
  });
});
