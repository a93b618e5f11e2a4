import { describe, expect, it } from 'vitest';
import { findLargestForm } from './generic.ts';
import { adapterFor } from './index.ts';

const on = (address: string, html = '') => {
  document.body.innerHTML = html;
  return adapterFor(new URL(address), document);
};

describe('which board a page is', () => {
  it.each([
    ['https://job-boards.greenhouse.io/gitlab/jobs/1', 'Greenhouse'],
    ['https://jobs.lever.co/acme/1/apply', 'Lever'],
    ['https://acme.wd5.myworkdayjobs.com/en-US/x/apply', 'Workday'],
    ['https://jobs.smartrecruiters.com/oneclick-ui/company/Acme/publication/1', 'SmartRecruiters'],
    ['https://apply.workable.com/acme/j/1/apply/', 'Workable'],
    ['https://acme.teamtailor.com/jobs/1-x/applications/new', 'Teamtailor'],
    ['https://acme.breezy.hr/p/1-x/apply', 'Breezy HR'],
    ['https://acme.bamboohr.com/careers/42', 'BambooHR'],
    ['https://acme.recruitee.com/o/x/c/new', 'Recruitee'],
    ['https://acme.jobs.personio.de/job/1', 'Personio'],
    ['https://acme.jobs.personio.com/job/1', 'Personio'],
    ['https://acme.applytojob.com/apply/1/x', 'JazzHR'],
    ['https://careers-acme.icims.com/jobs/1/x/candidate', 'iCIMS'],
    ['https://jobs.jobvite.com/acme/job/1/apply', 'Jobvite'],
  ])('%s is %s', (address, label) => {
    expect(on(address).label).toBe(label);
  });

  it("knows a Teamtailor career site on the company's own domain by its form", () => {
    const form = `<form id="job-application-form" data-controller="careersite--form careersite--messenger-token"></form>`;
    expect(on('https://career.oneflow.com/jobs/1-x/applications/new', form).name).toBe(
      'teamtailor',
    );
    expect(on('https://lookalike.example/greenhouse.io/apply').name).toBe('generic');
  });

  it('fills the form with the most boxes on a page no board uses, else the page', () => {
    document.body.innerHTML = `<form id="search"><input name="q"></form>
      <form id="apply"><input name="a"><input name="b"><textarea></textarea></form>`;
    expect(findLargestForm(document)?.id).toBe('apply');
    document.body.innerHTML = `<form id="search"><input name="q"></form>
      <div><input name="a"><input name="b"><input name="c"></div>`;
    expect(findLargestForm(document)).toBe(document.body);
    document.body.innerHTML = '<p>No form here.</p>';
    expect(findLargestForm(document)).toBeNull();
  });
});
