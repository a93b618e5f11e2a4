/** Says a form-level failure to screen readers inside the dialog; sighted users see the toast. */
export function FormAnnouncement({ text }: { text: string }) {
  return (
    <p role="alert" className="sr-only">
      {text}
    </p>
  );
}
