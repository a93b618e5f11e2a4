import { describe, expect, it } from 'vitest';
import { experienceYearsOf, jobTypeOf } from './fields.ts';

describe('job type', () => {
  it.each([
    ['full_time', 'fullTime'],
    ['FULL_TIME', 'fullTime'],
    ['Full-Time', 'fullTime'],
    ['PartTime', 'partTime'],
    ['contract', 'contract'],
    ['TEMPORARY', 'contract'],
    ['Internship', 'internship'],
    ['Freelance', 'freelance'],
    ['兼职', 'partTime'],
  ])('reads %s', (field, type) => {
    expect(jobTypeOf(field, 'Engineer')).toBe(type);
  });

  it('falls back on the title, then on full time', () => {
    expect(jobTypeOf(null, 'Design Intern')).toBe('internship');
    expect(jobTypeOf([], 'Engineer (Contract)')).toBe('contract');
    expect(jobTypeOf(null, 'Engineer')).toBe('fullTime');
  });
});

describe('experience', () => {
  it.each([
    ['5+ years of experience with React', 5],
    ['at least three years of professional experience', 3],
    ['3-5 years of hands-on experience', 3],
    ['3年以上前端开发经验', 3],
    ['五年以上工作经验', 5],
    ['With 30 years of experience we lead the market; you have 4+ years of experience.', 4],
  ])('reads %s', (text, years) => {
    expect(experienceYearsOf(text)).toBe(years);
  });

  it('is empty when the text does not ask for years', () => {
    expect(experienceYearsOf('We have been around for 30 years of experience.')).toBeNull();
    expect(experienceYearsOf('Experience with Go.')).toBeNull();
  });
});
