import { Document, Packer, Paragraph, TextRun } from 'docx';
import { anchored, docxOf, paragraph, run } from './difficult-docx.ts';

/**
 * DOCX resumes in the shapes real ones come in, with made-up people: a Word resume made from a
 * PDF (headings in text boxes, "Title<TAB>Dates Company – City" paragraphs, a "TECHNICAL
 * SKILLS" list in groups), and a LinkedIn profile pasted into Word whose strings run together
 * with their screen-reader copies.
 */

const TAB = '<w:r><w:tab/></w:r>';
/** A paragraph of runs with a tab stop between each. */
const tabbed = (...parts: string[]) => `<w:p>${parts.map((part) => run(part)).join(TAB)}</w:p>`;

/**
 * Word's rendering of a PDF resume: the first headings are text boxes, the later ones bold
 * paragraphs; contact details parted by small squares; titles with a dash and a comma in them
 * ("IT Director, Associate – Cloud Platforms"), a tab, the dates, and (in the middle roles) the
 * company and city in the same paragraph; grouped technical skills ("Languages/Frameworks: …").
 */
export function wordFromPdfDocx(): Uint8Array {
  return docxOf(
    [
      paragraph('Dana Whitfield', true),
      paragraph('Westlake Village, CA 91361 ▪ ▪ 805-555-0142'),
      paragraph('Platform Architect – Hybrid Cloud and Automation'),
      paragraph('Strategic Planning | Change Management | Incident Management'),
      anchored(
        'PROFESSIONAL SUMMARY',
        1,
        'Technical leader who builds cloud platforms that teams can run themselves.',
      ),
      anchored('AREAS OF EXPERTISE', 2, 'Hybrid Cloud | Platform Engineering | CI/CD | ITIL'),
      anchored('WORK EXPERIENCE', 3),
      tabbed('Principal Platform Engineer', 'October 2022 – Present'),
      paragraph('Orchard Media Company – Burbank, CA'),
      paragraph('Designed the self-service catalogue used by 40 product teams.'),
      tabbed(
        'IT Director, Associate – Cloud Platforms and Automation',
        'April 2018 – October 2022 Orchard Media Company – Burbank, CA',
      ),
      paragraph('Moved 1,200 virtual machines to the new platform without downtime.'),
      tabbed('Director – IT Operations', 'June 2012 – March 2018'),
      paragraph('Canyon Pictures – Culver City, CA'),
      paragraph('Ran IT for 300 people in four offices.'),
      paragraph('EDUCATION', true),
      paragraph('Bachelor of Science in Applied Physics – Lviv Polytechnic College'),
      paragraph('CERTIFICATIONS', true),
      paragraph('AWS Certified Solutions Architect | Certified Kubernetes Administrator'),
      paragraph('TECHNICAL SKILLS', true),
      tabbed('Languages/Frameworks: Python, PowerShell, Terraform, FastAPI, React, etc.'),
      tabbed('Operating Systems:', 'Windows Server, Linux, and macOS'),
      tabbed('Networking:', 'TCP/IP; DNS, DHCP; VLAN, and VPN'),
    ].join(''),
  );
}

/**
 * A LinkedIn "Experience" list copied from the browser into Word: each string next to its
 * screen-reader copy without a break ("Lumen Labs · Full-timeLumen Labs · Full-time"), the
 * dates said twice ("Mar 2021 - Present · 4 yrsMar 2021 to Present · 4 yrs"), logos' alt texts
 * as lines, a role's whole description again as one paragraph, and a pseudonym for a name.
 */
export async function linkedInRunTogetherDocx(): Promise<Uint8Array> {
  const twice = (text: string) => text + text;
  const lines = [
    'Casey42',
    twice('Staff Data Engineer'),
    `${twice('Lumen Labs · Full-time')} Mar 2021 - Present · 4 yrsMar 2021 to Present · 4 yrs ${twice('Denver, Colorado, United States')}`,
    'Built the streaming platform that feeds 60 dashboards',
    'Cut the nightly batch from six hours to forty minutes',
    'Built the streaming platform that feeds 60 dashboards Cut the nightly batch from six hours to forty minutes',
    'Prairie Bank logo',
    twice('Data Engineer'),
    `${twice('Prairie Bank · Full-time')} Jun 2017 - Feb 2021 · 3 yrs 9 mosJun 2017 to Feb 2021 · 3 yrs 9 mos ${twice('Omaha, Nebraska')}`,
    'Moved the warehouse from Oracle to Snowflake',
    'Volunteer Firefighter',
    twice('Volunteer Firefighter'),
    `${twice('Elk Creek Fire District')} Jan 2015 - May 2017 · 2 yrs 5 mosJan 2015 to May 2017 · 2 yrs 5 mos`,
  ];
  const document = new Document({
    sections: [{ children: lines.map((text) => new Paragraph({ children: [new TextRun(text)] })) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
