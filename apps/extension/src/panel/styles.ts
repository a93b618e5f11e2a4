/** The panel's own styles: inside its shadow root, so the page's CSS and ours never mix. */
export const PANEL_CSS = `
:host { all: initial; }
.panel { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; width: 340px;
  max-height: 70vh; overflow: auto; background: #fff; color: #1f2937; border: 1px solid #d1d5db;
  border-radius: 10px; box-shadow: 0 8px 24px rgba(0,0,0,.18);
  font: 13px/1.45 system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; }
.head { display: flex; align-items: center; justify-content: space-between; padding: 8px 12px;
  border-bottom: 1px solid #e5e7eb; font-weight: 600; }
.body { padding: 8px 12px; }
button { font: inherit; cursor: pointer; border-radius: 6px; border: 1px solid #d1d5db;
  background: #fff; color: #1f2937; padding: 3px 8px; }
button.primary { background: #0f766e; color: #fff; border-color: #0f766e; padding: 6px 12px; }
button:focus-visible { outline: 2px solid #0f766e; outline-offset: 2px; }
h2 { font-size: 13px; margin: 10px 0 4px; }
ul { list-style: none; margin: 0; padding: 0; }
li { display: flex; gap: 6px; justify-content: space-between; align-items: flex-start;
  padding: 4px 0; border-bottom: 1px solid #f3f4f6; }
li .what { flex: 1; min-width: 0; overflow-wrap: anywhere; }
li .why { color: #6b7280; display: block; }
li.required .label::after { content: " · " attr(data-required); color: #b45309; font-weight: 600; }
.note { color: #6b7280; margin: 6px 0; }
.status { color: #065f46; }
.board { color: #374151; margin: 0 0 8px; font-size: 12px; }
`;
