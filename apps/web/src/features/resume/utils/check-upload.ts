import { RESUME_MAX_BYTES, RESUME_UPLOAD_ACCEPT } from '@yonder/contract/resumes';

export type UploadProblem = { kind: 'tooLarge'; megabytes: string } | { kind: 'wrongType' };

const EXTENSIONS = RESUME_UPLOAD_ACCEPT.split(',');

/** The checks the browser can make before sending: the server reads the real type from the bytes. */
export function checkUpload(file: Pick<File, 'name' | 'size'>): UploadProblem | null {
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension))) return { kind: 'wrongType' };
  if (file.size > RESUME_MAX_BYTES)
    return { kind: 'tooLarge', megabytes: (file.size / 1024 / 1024).toFixed(1) };
  return null;
}

export const MAX_UPLOAD_MEGABYTES = RESUME_MAX_BYTES / 1024 / 1024;
