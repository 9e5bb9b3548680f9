/**
 * The words are data (a JSON pair per module, D590), and a key only one language has must not compile: these
 * calls are checked by the type checker (`tsc -b`), each refused one marked `@ts-expect-error`, so a check that
 * stopped refusing would fail the typecheck. The calls that compile are also run, to show what they make.
 */
import { describe, expect, it } from 'vitest';
import { defineMessages, dictionaries } from '../../../src-shared/words/dictionary';
import en from '../../../src-renderer/data/messages.en.json';
import pt from '../../../src-renderer/data/messages.pt-BR.json';

const { driftNoteMessages: _left, ...enWithoutADictionary } = en;
const enWithAnExtraDictionary = { ...en, extraMessages: { extra: 'Extra' } };
const { more: _more, ...driftNoteWithoutAKey } = en.driftNoteMessages;
const enWithoutAKey = { ...en, driftNoteMessages: driftNoteWithoutAKey };
const enWithAnExtraKey = { ...en, driftNoteMessages: { ...en.driftNoteMessages, extra: 'Extra' } };

/** Never called: only compiled. */
export function refusedByTheTypes() {
  // @ts-expect-error a dictionary English does not have
  dictionaries(pt, enWithoutADictionary);
  // @ts-expect-error a dictionary only English has
  dictionaries(pt, enWithAnExtraDictionary);
  // @ts-expect-error a key English does not have
  dictionaries(pt, enWithoutAKey);
  // @ts-expect-error a key only English has
  dictionaries(pt, enWithAnExtraKey);
  // @ts-expect-error two different dictionaries
  defineMessages(pt.driftNoteMessages, en.serviceWaitMessages);
  // @ts-expect-error a key English does not have, written in the code
  defineMessages({ a: 'a', b: 'b' }, { a: 'a' });
  // @ts-expect-error a key only English has, written in the code
  defineMessages({ a: 'a' }, { a: 'a', b: 'b' });
  // @ts-expect-error a name no dictionary has
  void dictionaries(pt, en).nonexistentMessages;
  // @ts-expect-error a key the dictionary does not have
  void dictionaries(pt, en).driftNoteMessages.en.nonexistent;
}

describe('dictionaries from a JSON pair', () => {
  it('makes each dictionary by its name, pt-BR and English side by side', () => {
    const made = dictionaries(pt, en);
    expect(Object.keys(made)).toEqual(Object.keys(pt));
    expect(made.driftNoteMessages).toEqual({ 'pt-BR': pt.driftNoteMessages, en: en.driftNoteMessages });
    expect(defineMessages(pt.serviceWaitMessages, en.serviceWaitMessages).en.title).toBe(en.serviceWaitMessages.title);
  });
});
