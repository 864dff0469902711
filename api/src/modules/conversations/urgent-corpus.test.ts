import { HELD_OUT, TUNING, type LabelledMessage } from '../../../test/fixtures/urgent-messages';
import { routingText, urgentReason } from './triage.rules';

/**
 * The urgent flag against tenants' messages labelled apart from the rules
 * (api/test/fixtures/urgent-messages.ts). The rules are tuned on TUNING only; HELD_OUT says how
 * they do on messages nobody tuned them on, and must wake the person on call for nearly every
 * emergency without crying wolf too often.
 */

const MIN_RECALL = 0.9;
const MIN_PRECISION = 0.85;

interface Score {
  recall: number;
  precision: number;
  misses: LabelledMessage[];
  falseAlarms: { message: LabelledMessage; reason: string }[];
}

function score(messages: readonly LabelledMessage[]): Score {
  const misses: LabelledMessage[] = [];
  const falseAlarms: Score['falseAlarms'] = [];
  let caught = 0;
  for (const message of messages) {
    const reason = urgentReason(routingText(message.subject ?? null, message.text), new Date(message.receivedAt));
    if (message.urgent && reason) caught += 1;
    else if (message.urgent) misses.push(message);
    else if (reason) falseAlarms.push({ message, reason });
  }
  const urgent = messages.filter((m) => m.urgent).length;
  const flagged = caught + falseAlarms.length;
  return { recall: urgent ? caught / urgent : 1, precision: flagged ? caught / flagged : 1, misses, falseAlarms };
}

const percent = (n: number) => `${(n * 100).toFixed(1)}%`;
const quote = (m: LabelledMessage) => `${m.id} [${m.category}, ${m.receivedAt.slice(0, 7)}] ${m.subject ? `${m.subject} | ` : ''}${m.text}`;

function report(name: string, messages: readonly LabelledMessage[], s: Score): string {
  return [
    `${name}: ${messages.length} messages, ${messages.filter((m) => m.urgent).length} urgent: recall ${percent(s.recall)}, precision ${percent(s.precision)}`,
    `  misses (${s.misses.length}):`,
    ...s.misses.map((m) => `    ${quote(m)}`),
    `  false alarms (${s.falseAlarms.length}):`,
    ...s.falseAlarms.map((f) => `    ${quote(f.message)}\n      -> ${f.reason}`),
  ].join('\n');
}

describe('urgent flag on labelled tenant messages', () => {
  const tuning = score(TUNING);
  const heldOut = score(HELD_OUT);

  beforeAll(() => {
    console.log(`${report('TUNING', TUNING, tuning)}\n\n${report('HELD_OUT', HELD_OUT, heldOut)}`);
  });

  it('is a set worth measuring: enough messages, unique ids, both parts with urgent and routine ones', () => {
    const all = [...TUNING, ...HELD_OUT];
    expect(all.length).toBeGreaterThanOrEqual(250);
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(100);
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    for (const part of [TUNING, HELD_OUT]) {
      const share = part.filter((m) => m.urgent).length / part.length;
      expect(share).toBeGreaterThan(0.3);
      expect(share).toBeLessThan(0.5);
    }
  });

  it(`wakes someone for at least ${percent(MIN_RECALL)} of the held-out emergencies at ${percent(MIN_PRECISION)} precision`, () => {
    if (heldOut.recall < MIN_RECALL || heldOut.precision < MIN_PRECISION) throw new Error(report('HELD_OUT', HELD_OUT, heldOut));
  });
});
