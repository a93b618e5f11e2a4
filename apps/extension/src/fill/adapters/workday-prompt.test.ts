import { describe, expect, it } from 'vitest';
import { emptyCandidateProfile } from '@yonder/contract/profile';
import { fillPrompts } from './workday-prompt.ts';

type Node = { label: string; children?: Node[] };

/** A Workday prompt in plain DOM: levels open on a category, a back button, the chosen pill. */
function prompt(tree: Node[]) {
  document.body.innerHTML = `<form><div data-automation-id="formField-source">
    <label for="s">How Did You Hear About Us?*</label>
    <input id="s" data-automation-id="searchBox" aria-required="true"></div></form>`;
  const field = document.querySelector<HTMLElement>('[data-automation-id="formField-source"]')!;
  const input = field.querySelector('input')!;
  const state = { value: '', path: null as string[] | null };
  const render = () => {
    field.querySelector('[data-automation-id="activeListContainer"]')?.remove();
    field.querySelector('[data-automation-id="selectedItem"]')?.remove();
    if (state.value) {
      const pill = document.createElement('div');
      pill.dataset.automationId = 'selectedItem';
      pill.innerHTML = `${state.value}<button type="button">×</button>`;
      pill.querySelector('button')!.onclick = () => ((state.value = ''), render());
      field.append(pill);
    }
    if (!state.path) return;
    let level = tree;
    for (const name of state.path) level = level.find((n) => n.label === name)!.children!;
    const box = document.createElement('div');
    box.dataset.automationId = 'activeListContainer';
    if (state.path.length > 0) {
      const back = document.createElement('button');
      back.dataset.automationId = 'promptBackButton';
      back.onclick = () => ((state.path = state.path!.slice(0, -1)), render());
      box.append(back);
    }
    for (const node of level) {
      const option = document.createElement('div');
      option.setAttribute('role', 'option');
      option.dataset.automationId = 'promptOption';
      option.dataset.automationLabel = node.label;
      option.textContent = node.label;
      if (node.children) option.setAttribute('aria-haspopup', 'true');
      option.onclick = () => {
        if (node.children) state.path = [...state.path!, node.label];
        else [state.value, state.path] = [node.label, null];
        render();
      };
      box.append(option);
    }
    field.append(box);
  };
  input.onclick = () => ((state.path ??= []), render());
  input.onkeydown = (event) => event.key === 'Escape' && ((state.path = null), render());
  return { form: document.querySelector('form')!, state };
}

const context = (howHeard: string) => {
  const profile = emptyCandidateProfile();
  profile.answers = { ...profile.answers, howHeard };
  return { profile, hasPhoneCountryWidget: false, letterText: null };
};

const JOB_BOARDS: Node = {
  label: 'Job Board',
  children: [{ label: 'Indeed' }, { label: 'LinkedIn' }],
};

describe('Workday prompt fields with levels', () => {
  it('opens the category holding the one matching option and takes it; undo removes it', async () => {
    const { form, state } = prompt([
      { label: 'Company Website' },
      JOB_BOARDS,
      { label: 'Social Media', children: [{ label: 'LinkedIn Groups' }] },
    ]);
    const [item] = await fillPrompts(form, context('LinkedIn'), new WeakSet());
    expect(state.value).toBe('LinkedIn');
    expect(state.path).toBeNull();
    expect(item).toMatchObject({ status: 'filled', value: 'Job Board › LinkedIn', required: true });
    if (item?.status === 'filled') item.undo();
    expect(state.value).toBe('');
  });

  it('leaves the prompt when the same option sits under two categories', async () => {
    const { form, state } = prompt([
      JOB_BOARDS,
      { label: 'Social Media', children: [{ label: 'LinkedIn' }] },
    ]);
    const [item] = await fillPrompts(form, context('LinkedIn'), new WeakSet());
    expect(state.value).toBe('');
    expect(state.path).toBeNull();
    expect(item).toMatchObject({ status: 'empty', reason: 'ambiguousOption' });
  });

  it('leaves it when no option of any level matches', async () => {
    const { form, state } = prompt([JOB_BOARDS, { label: 'Referral' }]);
    const [item] = await fillPrompts(form, context('A podcast'), new WeakSet());
    expect(state.value).toBe('');
    expect(item).toMatchObject({ status: 'empty', reason: 'noMatchingOption' });
  });
});
