/**
 * Whether a job's description is HTML, or plain text whose line breaks must be kept: the web app
 * draws it by this, and the server, drawing a job's page, sanitises it by the same test. A module
 * of its own, so a job's page does not bundle zod for it.
 */
export const isHtml = (text: string) => /<\/?[a-z][\s\S]*?>/i.test(text);
