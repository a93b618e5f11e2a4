import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { fakeApi, makeResume, ok, RESUME_ID, signIn } from '../testing/fake-api';
import type * as FormFields from './form-fields';
import { ResumePage } from './resume-page';
import type * as SortableEntries from './sortable-entry';

/** How often each field (by its name in the form) and each entry (by its key) rendered. */
const renders = new Map<string, number>();
const counted = <P,>(key: (props: P) => string, render: (props: P) => React.ReactNode) =>
  function Counted(props: P) {
    renders.set(key(props), (renders.get(key(props)) ?? 0) + 1);
    return render(props);
  };

vi.mock('./form-fields', async (importOriginal) => {
  const actual = await importOriginal<typeof FormFields>();
  return {
    ...actual,
    InputField: counted((props: { name: string }) => props.name, actual.InputField as never),
    TextAreaField: counted((props: { name: string }) => props.name, actual.TextAreaField as never),
  };
});
vi.mock('./sortable-entry', async (importOriginal) => {
  const actual = await importOriginal<typeof SortableEntries>();
  return {
    ...actual,
    SortableEntry: counted((props: { heading: string }) => props.heading, actual.SortableEntry),
  };
});

describe('resume editor: typing', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders only the field typed in and its entry’s heading, not the rest of the editor', async () => {
    const work = Array.from({ length: 3 }, (_, index) => ({
      name: `Company ${index}`,
      position: `Role ${index}`,
      highlights: ['Shipped', 'Measured'],
    }));
    const resume = makeResume({ document: { work } });
    fakeApi({
      [`GET /api/v1/resumes/${RESUME_ID}`]: () => ok(resume),
      [`PUT /api/v1/resumes/${RESUME_ID}`]: () => ok({ ...resume, version: 4 }),
    });
    const { user } = renderWithProviders(<ResumePage />, {
      route: `/dashboard/resume?resume=${RESUME_ID}`,
    });
    await user.click(await screen.findByRole('tab', { name: /工作经历/ }));
    const position = screen.getAllByRole('textbox', { name: '职位' })[0]!;
    renders.clear();

    await user.type(position, 'abc');
    expect(position).toHaveValue('Role 0abc');
    expect(Object.fromEntries(renders)).toEqual({
      'document.work.0.position': 3,
      'Role 0abc · Company 0': 1,
      'Role 0ab · Company 0': 1,
      'Role 0a · Company 0': 1,
    });

    renders.clear();
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('已保存'), {
      timeout: 3000,
    });
    // Saving changes the status, not the fields.
    expect(Object.fromEntries(renders)).toEqual({});
  });
});
