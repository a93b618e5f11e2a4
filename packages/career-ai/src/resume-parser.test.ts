import { describe, expect, it } from 'vitest';
import { parseResume, parseResumeText, ResumeParseError } from './resume-parser.ts';
import { compoundFile, fixture } from './test-support/fixtures.ts';

describe('parseResume on a two-column English PDF', async () => {
  const { document, language, pages, text } = await parseResume(
    fixture('en-two-column.pdf'),
    'pdf',
  );

  it('reads the contact details of the sidebar', () => {
    expect(language).toBe('en');
    expect(pages).toBe(1);
    expect(document.basics).toMatchObject({
      name: 'Lena Fischer',
      label: 'Senior Frontend Engineer',
      email: 'lena.fischer@example.com',
      phone: '+49 30 1234 5678',
      location: { city: 'Berlin', countryCode: 'DE' },
    });
    expect(document.basics.profiles.map((profile) => [profile.network, profile.username])).toEqual([
      ['GitHub', 'lenafischer'],
      ['LinkedIn', 'lenafischer'],
    ]);
  });

  it('reads each column on its own, so sidebar text never runs into the main column', () => {
    expect(document.basics.summary).toBe(
      'Frontend engineer with eight years of experience building fast, accessible web applications in React and TypeScript for analytics and logistics products.',
    );
    expect(text.indexOf('Mandarin – Basic')).toBeLessThan(text.indexOf('Summary'));
  });

  it('reads work entries with wrapped bullets joined', () => {
    expect(
      document.work.map((work) => [work.name, work.position, work.startDate, work.endDate]),
    ).toEqual([
      ['Acme Analytics GmbH', 'Senior Frontend Engineer', '2021-03', ''],
      ['Blue Harbor Labs', 'Frontend Developer', '2017-06', '2021-02'],
    ]);
    expect(document.work[0]!.highlights).toEqual([
      'Led the migration of a 120k-line AngularJS application to React and TypeScript, cutting the bundle size by 45%.',
      'Built a design system of 60 components used by 8 product teams.',
      'Reduced the p95 page load from 4.2 s to 1.6 s through code splitting and caching.',
    ]);
  });

  it('reads education, projects, skills, languages and certificates', () => {
    expect(
      document.education.map((entry) => [
        entry.institution,
        entry.studyType,
        entry.area,
        entry.endDate,
      ]),
    ).toEqual([
      ['Technical University of Munich', 'M.Sc.', 'Computer Science', '2017'],
      ['University of Hamburg', 'B.Sc.', 'Media Informatics', '2015'],
    ]);
    expect(document.projects[0]).toMatchObject({
      name: 'tiny-charts',
      startDate: '2020',
      endDate: '2022',
    });
    expect(document.skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining([
        'TypeScript',
        'React',
        'Node.js',
        'GraphQL',
        'PostgreSQL',
        'Web Performance',
      ]),
    );
    expect(document.languages).toEqual([
      { language: 'German', fluency: 'Native' },
      { language: 'English', fluency: 'Fluent' },
      { language: 'Mandarin', fluency: 'Basic' },
    ]);
    expect(document.certificates[0]).toMatchObject({
      name: 'AWS Certified Developer – Associate',
      date: '2022',
    });
  });
});

describe('parseResume on a PDF with a date column', () => {
  it('joins each end date to its start, so titles and descriptions stay clean', async () => {
    const { document } = await parseResume(fixture('en-date-column.pdf'), 'pdf');
    expect(document.basics).toMatchObject({
      name: 'Arjun Mehta',
      phone: '+91 98765 43210',
      location: { city: 'Bengaluru', countryCode: 'IN' },
    });
    expect(
      document.work.map((work) => [work.name, work.position, work.startDate, work.endDate]),
    ).toEqual([
      ['Cloudnine Systems', 'Site Reliability Engineer', '2022-06', ''],
      ['Tarang Payments', 'DevOps Engineer', '2019-08', '2022-05'],
    ]);
    expect(document.work[0]!.highlights).toEqual([
      'Run Kubernetes clusters serving 40 million requests a day.',
      'Cut incident response time by 35% with runbooks and alert tuning.',
      'Automated capacity planning with Terraform and Python.',
    ]);
    expect(document.education[0]).toMatchObject({
      institution: 'National Institute of Technology Karnataka',
      studyType: 'B.Tech',
      area: 'Computer Engineering',
      startDate: '2015',
      endDate: '2019',
    });
  });
});

describe('parseResume on a Chinese PDF', async () => {
  const { document, language } = await parseResume(fixture('zh-one-column.pdf'), 'pdf');

  it('reads Chinese headings, contact details and entries', () => {
    expect(language).toBe('zh');
    expect(document.basics).toMatchObject({
      name: '李明',
      label: '高级后端工程师',
      email: 'liming@example.cn',
      phone: '138 0013 8000',
      location: { city: '上海', countryCode: 'CN' },
    });
    expect(
      document.work.map((work) => [work.name, work.position, work.startDate, work.endDate]),
    ).toEqual([
      ['星云科技有限公司', '高级后端工程师', '2020-03', ''],
      ['蓝海网络信息技术有限公司', '后端开发工程师', '2016-07', '2020-02'],
    ]);
    expect(document.work[0]!.highlights).toHaveLength(3);
    expect(
      document.education.map((entry) => [entry.institution, entry.area, entry.studyType]),
    ).toEqual([
      ['复旦大学', '计算机科学与技术', '硕士'],
      ['武汉大学', '软件工程', '本科'],
    ]);
    expect(document.projects[0]).toMatchObject({
      name: '开源限流组件 rate-guard',
      startDate: '2019-01',
    });
    expect(document.skills).toEqual([
      { name: '编程语言', level: '', keywords: ['Go', 'Java', 'Python'] },
      {
        name: '基础设施',
        level: '',
        keywords: ['Kubernetes', 'Docker', 'Kafka', 'MySQL', 'Redis'],
      },
    ]);
    expect(document.languages).toEqual([
      { language: '英语', fluency: 'CET-6，可作为工作语言' },
      { language: '普通话', fluency: '母语' },
    ]);
  });
});

describe('parseResume on DOCX and text', () => {
  it('reads a Word document with heading styles, bullets and tab-aligned dates', async () => {
    const { document, language } = await parseResume(fixture('en-resume.docx'), 'docx');
    expect(language).toBe('en');
    expect(document.basics).toMatchObject({
      name: 'Daniel Okafor',
      label: 'Data Analyst',
      phone: '+234 803 123 4567',
      location: { city: 'Lagos', countryCode: 'NG' },
    });
    expect(
      document.work.map((work) => [work.name, work.position, work.startDate, work.endDate]),
    ).toEqual([
      ['Kobo Logistics Ltd', 'Senior Data Analyst', '2022-01', ''],
      ['Paystack', 'Data Analyst', '2019-06', '2021-12'],
    ]);
    expect(document.work[1]!.highlights).toEqual([
      'Automated reconciliation reports with Python and pandas.',
      'Partnered with finance to forecast monthly revenue within 5% error.',
    ]);
    expect(document.education[0]).toMatchObject({
      institution: 'University of Lagos',
      studyType: 'B.Sc.',
      area: 'Statistics',
    });
    expect(document.languages.map((entry) => entry.language)).toEqual(['English', 'French']);
    expect(document.certificates[0]).toMatchObject({
      name: 'Google Data Analytics Certificate',
      date: '2021',
    });
  });

  it('reads old Word documents in English and Chinese', async () => {
    const english = await parseResume(fixture('en-resume.doc'), 'doc');
    expect(english.document.basics).toMatchObject({
      name: 'Daniel Okafor',
      email: 'daniel.okafor@example.com',
    });
    expect(english.document.work.map((work) => [work.name, work.position, work.startDate])).toEqual(
      [
        ['Kobo Logistics Ltd', 'Senior Data Analyst', '2022-01'],
        ['Paystack', 'Data Analyst', '2019-06'],
      ],
    );
    const chinese = await parseResume(fixture('zh-resume.doc'), 'doc');
    expect(chinese.language).toBe('zh');
    expect(chinese.document.basics).toMatchObject({ name: '王芳', phone: '+86 139-1234-5678' });
    expect(chinese.document.education[0]).toMatchObject({
      institution: '中国人民大学',
      studyType: '本科',
      startDate: '2014-09',
    });
  });

  it('reads a Chinese text file with numbered headings and dotted dates', async () => {
    const { document, language } = await parseResume(fixture('zh-resume.txt'), 'txt');
    expect(language).toBe('zh');
    expect(document.basics).toMatchObject({
      name: '王芳',
      label: '产品经理',
      phone: '+86 139-1234-5678',
      location: { city: '北京' },
    });
    expect(
      document.work.map((work) => [work.name, work.position, work.startDate, work.endDate]),
    ).toEqual([
      ['北京云图数据科技有限公司', '高级产品经理', '2021-07', ''],
      ['杭州微澜网络有限公司', '产品经理', '2018-07', '2021-06'],
    ]);
    expect(document.skills.map((skill) => skill.name)).toContain('Figma');
    expect(document.languages).toEqual([{ language: '英语', fluency: '流利（雅思 7.0）' }]);
  });

  it('keeps a degree line with its school when the next school follows on a dated line', () => {
    const { document } = parseResumeText(
      'Wei Zhang\nwei@example.com\n\nEducation\nShanghai Jiao Tong University, Shanghai   2013 – Present\nMaster student in Electronics Engineering, expected March 2016\nXidian University, Xi’an   2009 – 2013\nB.S. in Electronics Engineering',
    );
    expect(
      document.education.map((entry) => [
        entry.institution,
        entry.studyType,
        entry.startDate,
        entry.endDate,
      ]),
    ).toEqual([
      ['Shanghai Jiao Tong University', 'Master student', '2013', ''],
      ['Xidian University', 'B.S.', '2009', '2013'],
    ]);
  });

  it('reads pasted English text', () => {
    const { document } = parseResumeText(
      'Jane Doe\njane@example.com | (415) 555-0134 | San Francisco, CA\n\nExperience\nProduct Designer, Figma Inc.\t2020 – 2023\n- Shipped 14 features used by 2 million people.\n\nSkills\nFigma, User Research, Prototyping',
    );
    expect(document.basics).toMatchObject({
      name: 'Jane Doe',
      phone: '(415) 555-0134',
      location: { city: 'San Francisco', region: 'CA' },
    });
    expect(document.work[0]).toMatchObject({
      name: 'Figma Inc.',
      position: 'Product Designer',
      startDate: '2020',
      endDate: '2023',
    });
    expect(document.work[0]!.highlights).toEqual(['Shipped 14 features used by 2 million people.']);
  });
});

describe('parseResume on files that hold no resume', () => {
  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => 'parsed',
      (error: unknown) => (error instanceof ResumeParseError ? error.reason : String(error)),
    );

  it('names an encrypted PDF, a scanned PDF and corrupt bytes', async () => {
    expect(await reason(parseResume(fixture('encrypted.pdf'), 'pdf'))).toBe('encrypted');
    expect(await reason(parseResume(fixture('scanned.pdf'), 'pdf'))).toBe('scanned');
    const pdf = fixture('en-two-column.pdf');
    expect(await reason(parseResume(pdf.slice(0, 400), 'pdf'))).toBe('malformed');
    const garbage = new Uint8Array(4000).map((_, index) => (index * 7919) % 251);
    expect(
      await reason(
        parseResume(new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...garbage]), 'pdf'),
      ),
    ).toBe('malformed');
  });

  it('refuses bytes of another type than the one given', async () => {
    expect(await reason(parseResume(fixture('zh-resume.txt'), 'pdf'))).toBe('malformed');
    expect(await reason(parseResume(fixture('en-two-column.pdf'), 'docx'))).toBe('malformed');
    expect(await reason(parseResume(fixture('en-resume.docx'), 'doc'))).toBe('malformed');
    expect(await reason(parseResume(fixture('scanned.pdf'), 'txt'))).toBe('malformed');
    expect(await reason(parseResume(fixture('zh-resume.txt'), 'rtf' as 'txt'))).toBe('unsupported');
  });

  it('names a password-protected Word file and a broken old Word file', async () => {
    expect(
      await reason(parseResume(compoundFile(['EncryptionInfo', 'EncryptedPackage']), 'docx')),
    ).toBe('encrypted');
    expect(await reason(parseResume(compoundFile(['WordDocument', '1Table']), 'doc'))).toBe(
      'malformed',
    );
  });

  it('names an empty text', async () => {
    expect(await reason(parseResume(new TextEncoder().encode('  \n\n '), 'txt'))).toBe('empty');
  });
});
