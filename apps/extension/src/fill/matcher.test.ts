import { describe, expect, it } from 'vitest';
import { classifyLabel, findCustomAnswer } from './matcher.ts';

describe('classifyLabel', () => {
  it.each([
    // Greenhouse
    ['First Name *', 'firstName'],
    ['Last Name *', 'lastName'],
    ['Email *', 'email'],
    ['Phone', 'phone'],
    ['LinkedIn Profile', 'linkedin'],
    ['Website', 'portfolio'],
    ['Resume/CV *', 'resume'],
    ['Cover Letter', 'coverLetter'],
    ['Location (City)', 'location'],
    ['Are you legally authorized to work in the United States? *', 'workAuthorization'],
    [
      'Will you now or in the future require sponsorship for employment visa status (e.g., H-1B visa status)? *',
      'sponsorship',
    ],
    ['How did you hear about this job?', 'howHeard'],
    ['Gender', 'gender'],
    ['Are you Hispanic/Latino?', 'hispanic'],
    ['Veteran Status', 'veteran'],
    ['Disability Status', 'disability'],
    // Lever
    ['Full name✱', 'fullName'],
    ['Current company', 'currentCompany'],
    ['GitHub URL', 'github'],
    ['Portfolio URL', 'portfolio'],
    ['Current location', 'location'],
    ['What are your salary expectations for this role?', 'salary'],
    // Workday
    ['Country Phone Code*', 'phoneCountry'],
    ['Phone Number*', 'phone'],
    ['Country*', 'country'],
    ['City', 'city'],
    ['How Did You Hear About Us?*', 'howHeard'],
    ['What is your notice period?', 'noticePeriod'],
    // Chinese
    ['姓名', 'fullName'],
    ['电子邮箱', 'email'],
    ['手机号码', 'phone'],
    ['所在城市', 'city'],
    ['上传简历', 'resume'],
    ['你是否需要公司为你办理工作签证？', 'sponsorship'],
    ['期望薪资（年薪）', 'salary'],
    ['你是从哪里得知这个职位的？', 'howHeard'],
    ['最早入职时间', 'startDate'],
    ['性别', 'gender'],
  ])('%s → %s', (label, key) => {
    expect(classifyLabel(label)).toBe(key);
  });

  it.each([
    'Why do you want to work at GitHub?',
    'Tell us about a project on LinkedIn you are proud of',
    'Describe your experience with our company website',
    'What excites you about working at Lever?',
    'Anything else you would like to share with us (e.g. your name pronunciation)?',
    '为什么想加入我们公司？',
    '请描述你在 GitHub 上最满意的项目',
    'Which email client do you prefer and why is it the best one for remote teams?',
  ])('leaves the open question %s to the user', (label) => {
    expect(classifyLabel(label)).toBeNull();
  });
});

describe('findCustomAnswer', () => {
  const custom = [{ question: 'Do you have experience with Kubernetes?', answer: 'Yes, 4 years' }];
  it('finds a saved answer whatever the marks and case', () => {
    expect(findCustomAnswer('Do you have experience with Kubernetes? *', custom)).toBe(
      'Yes, 4 years',
    );
    expect(findCustomAnswer('do you have experience with kubernetes', custom)).toBe('Yes, 4 years');
  });
  it('never answers a different question', () => {
    expect(
      findCustomAnswer('Do you have experience with Kubernetes operators?', custom),
    ).toBeNull();
  });
});
