import type { Adapter } from '../fill/adapters/types.ts';
import { workdayStep } from '../fill/adapters/workday.ts';
import { fillForm } from '../fill/filler.ts';
import { createPanel, type Panel } from '../panel/panel.ts';
import { t } from '../shared/i18n.ts';
import type { FillPayload, Language } from '../shared/messages.ts';
import { send } from '../shared/send.ts';
import { toFillData } from './fill-data.ts';

/** One form on the page: its panel, the profile fetched ahead, and each fill the user asks for. */
export class FillSession {
  private readonly panel: Panel;
  private payload: Promise<FillPayload> | null = null;
  private step = '';
  private readonly adapter: Adapter;
  private readonly form: HTMLElement;
  private readonly language: Language;

  constructor(adapter: Adapter, form: HTMLElement, language: Language) {
    this.adapter = adapter;
    this.form = form;
    this.language = language;
    this.panel = createPanel({
      language,
      board: adapter.label,
      onFill: () => void this.fill(),
      onSaveAnswer: async (question, answer) => {
        await send({ type: 'saveAnswer', question, answer });
        this.payload = null;
      },
    });
    // Fetched ahead, so a click fills from memory (the panel says when it holds the profile).
    this.load().then(
      () => (this.panel.host.dataset.ready = 'true'),
      () => undefined,
    );
  }

  private load() {
    this.payload ??= send<FillPayload>({ type: 'fillData', url: location.href });
    return this.payload;
  }

  async fill(): Promise<void> {
    const clickedAt = performance.now();
    this.panel.setBusy(true);
    try {
      const payload = await this.load().catch((error: Error & { status?: number }) => {
        this.payload = null;
        throw error;
      });
      const data = toFillData(payload);
      const job = this.adapter.jobInfo(document, new URL(location.href));
      // Remembered for the confirmation page; the fill does not wait for it.
      void send({
        type: 'pending',
        application: {
          url: location.href,
          ...job,
          resumeId: payload.view.resume?.id ?? null,
          coverLetterId: payload.letter?.id ?? null,
        },
      }).catch(() => undefined);
      const seen = new WeakSet<Element>();
      const special = this.adapter.fillSpecial
        ? await this.adapter.fillSpecial(this.form, data, seen)
        : [];
      const report = await fillForm(this.form, data, seen);
      report.items.unshift(...special);
      report.startedAt = clickedAt;
      report.finishedAt = performance.now();
      this.step = this.adapter.name === 'workday' ? workdayStep(document) : '';
      this.panel.showReport(
        report,
        this.step ? t(this.language, 'step', { step: this.step }) : undefined,
      );
      if (this.adapter.name === 'workday') this.followSteps();
    } catch (error) {
      const status = (error as { status?: number }).status;
      this.panel.showMessage(
        status === 401
          ? t(this.language, 'notConnected')
          : t(this.language, 'failed', { error: (error as Error).message }),
      );
    } finally {
      this.panel.setBusy(false);
    }
  }

  private following = false;
  /** Workday shows one step at a time: each new step is filled when it appears. */
  private followSteps() {
    if (this.following) return;
    this.following = true;
    const observer = new MutationObserver(() => {
      const step = workdayStep(document);
      if (!step || step === this.step) return;
      this.step = step;
      void this.fill();
    });
    observer.observe(this.form, { childList: true, subtree: true, characterData: true });
  }
}
