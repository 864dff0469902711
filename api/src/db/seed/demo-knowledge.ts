import type { EntityManager } from 'typeorm';
import type { Category, TicketPriority } from '@pmp/shared';
import type { Country, Difficulty, Responsibility, StepType } from '../../modules/knowledge/knowledge.enums';

/**
 * The knowledge base of `npm run seed:demo`: troubleshooting guides as a housing company's support
 * team writes them (plain, kind, practical), each with a guided workflow, and the responsibility
 * matrix entries behind their Legal Information. How the content was chosen: docs/decisions.md
 * ("Demo knowledge base").
 *
 * Every option does exactly one thing: leads to another step of its article (`next`, a step key),
 * ends the guide solved (`success`) or ends it in a ticket (`escalate`, the note an agent reads).
 * None relies on "advance to the following step", so a workflow reads the same in the builder.
 */

export interface DemoOption {
  text: string;
  /** The key of the step this answer leads to, in the same article. */
  next?: string;
  success?: true;
  /** Escalates into a ticket; the text is the escalation note for the agent. */
  escalate?: string;
}

export interface DemoStep {
  /** Names the step for `next`; not stored. */
  key: string;
  type: StepType;
  title: string;
  content: string;
  safetyNote?: string;
  tips?: string;
  commonMistakes?: string;
  toolsRequired?: string[];
  /** Minutes. */
  timeEstimate: number;
  options: DemoOption[];
}

export interface DemoArticle {
  title: string;
  country: Country;
  category: Category;
  responsibility: Responsibility;
  difficulty: Difficulty;
  /** Minutes of hands-on time along the usual path. */
  estimatedDuration: number;
  tags: string[];
  description: string;
  summary: string;
  /** Markdown: headings, lists and emphasis, no HTML. */
  content: string;
  legalNotes: string;
  /** YYYY-MM-DD. */
  lastReviewed: string;
  /** In order: the first is step 1. */
  steps: DemoStep[];
}

export interface DemoMatrixEntry {
  country: Country;
  category: Category;
  issueType: string;
  description: string;
  responsibility: Responsibility;
  /** The ticket priority such a report gets: emergency (24 h), urgent (5 days), important (10 days). */
  urgencyLevel: TicketPriority;
  legalNotes: string;
}

/** Strips the common indentation of a template literal and its first and last blank lines. */
function text(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length));
  return lines.map((l) => l.slice(indent).trimEnd()).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Legal notes used by several articles. Written for the support desk: what the rule is in
// substance, hedged where practice or the tenancy agreement decides.

const UK_ENGLAND_ONLY = 'These notes describe the rules in England; Wales, Scotland and Northern Ireland have their own.';
const UK_SECTION_11 =
  'Landlord and Tenant Act 1985, section 11: in most tenancies of a home for less than seven years the landlord must keep ' +
  'the structure and exterior in repair (including drains, gutters and external pipes), and keep the installations for ' +
  'the supply of water, gas and electricity, for sanitation (basins, sinks, baths, toilets), and for space heating and ' +
  'heating water in repair and proper working order. It does not cover damage the tenant causes or the tenant’s own belongings.';
const UK_FITNESS =
  'Homes (Fitness for Human Habitation) Act 2018: the home must be fit to live in at the start of the tenancy and throughout it.';
const UK_GAS_SAFETY =
  'Gas Safety (Installation and Use) Regulations 1998: the landlord must keep the gas pipework, appliances and flues it ' +
  'provides safe, have them checked every year by a Gas Safe registered engineer and give tenants a copy of the record. ' +
  'Only a Gas Safe registered engineer may work on a gas appliance.';
const DE_535 =
  '§535 BGB: the landlord must hand over the home fit for the agreed use and keep it in that condition for the whole ' +
  'tenancy, so repairs are the landlord’s unless the tenancy agreement validly passes some of the cost to the tenant.';
const DE_536C =
  '§536c BGB: the tenant must report a defect without undue delay; damage that gets worse because it was not reported ' +
  'can be charged to the tenant.';
const DE_SMALL_REPAIRS =
  'Small-repairs clause (Kleinreparaturklausel): applies only if the tenancy agreement has one, and only to parts the ' +
  'tenant handles often (taps, shower heads, switches and sockets, door and window handles and locks). A valid clause caps ' +
  'each repair (courts have accepted roughly €100–€120) and the yearly total (often 6–8% of a year’s rent without service ' +
  'charges); a repair that costs more than the cap is paid in full by the landlord. The tenant can be asked to pay, not to ' +
  'do the work.';
const FR_1989 =
  'Loi du 6 juillet 1989: the landlord must let a decent home in good repair and carry out every repair other than the ' +
  'tenant’s (article 6); the tenant takes on routine upkeep (entretien courant), minor repairs and the réparations ' +
  'locatives listed by décret n°87-712 of 26 August 1987, unless they are due to wear and age (vétusté), faulty ' +
  'work, a construction defect or force majeure (article 7).';

// ---------------------------------------------------------------------------------------------

export const DEMO_ARTICLES: DemoArticle[] = [
  // ---------------------------------------------------------------- UK heating
  {
    title: 'Radiator cold at the top: how to bleed it',
    country: 'UK',
    category: 'heating',
    responsibility: 'tenant',
    difficulty: 'beginner',
    estimatedDuration: 60,
    tags: ['radiator', 'bleeding', 'cold radiator', 'heating', 'air in radiator'],
    description:
      'A radiator that is warm at the bottom but cold at the top, or that gurgles, has air trapped in it. Bleeding it takes ' +
      'about ten minutes of work and a radiator key, plus time for the heating to cool down first.',
    summary:
      'Turn the heating off and let the radiators cool, open the bleed valve with a radiator key until water comes out, close ' +
      'it, then check the boiler pressure. If the radiator is cold at the bottom, or cold all over while the others are hot, ' +
      'air is not the problem and we will arrange an engineer.',
    content: text`
      ## Why radiators need bleeding

      Air collects at the top of radiators over time. It stops hot water filling the radiator, so you get a cold band along
      the top, gurgling or ticking noises, and rooms that take longer to warm up. Letting the air out ("bleeding") fixes it.

      ## What you need

      - A radiator key (from any hardware shop, about £2); some newer valves take a flat-head screwdriver instead
      - An old towel or cloth, and a cup or small container
      - About ten minutes per radiator, plus half an hour for the heating to cool first

      ## How to bleed a radiator

      1. Turn the heating off and wait about 30 minutes, until the radiators are only warm.
      2. Find the bleed valve: a small square or slotted valve at one of the top corners.
      3. Hold the cloth under the valve, fit the key and turn it anticlockwise a quarter to half a turn. You will hear hissing.
      4. When the hissing stops and water comes out steadily, turn the key clockwise to close the valve. Firm, not forced.
      5. Bleeding several radiators? Start downstairs with the one furthest from the boiler and finish upstairs.
      6. Check the pressure gauge on the boiler. Bleeding lets a little water out, so a combi or system boiler may need
         topping up to between 1 and 1.5 bar (see our guide *Boiler pressure low*).
      7. Turn the heating back on and check the radiator warms evenly.

      ## When bleeding will not help

      - **Cold at the bottom, warm at the top:** sludge has settled in the radiator. It needs flushing by an engineer.
      - **Cold all over while the others are hot:** the valve is closed or stuck.
      - **Every radiator is cold:** the boiler or its controls are the problem (see *No heating or hot water*).
      - **Air keeps coming back within days:** there may be a leak or a fault with the pump. Tell us.

      ## Who does what

      Bleeding radiators is routine upkeep we ask tenants to do, like changing a light bulb. Faults with the radiators,
      valves, pipes or boiler are ours to repair.
    `,
    legalNotes:
      `${UK_SECTION_11} Bleeding radiators is everyday upkeep that tenancy agreements usually leave to the tenant; a ` +
      `radiator, valve or boiler that does not work after bleeding is the landlord’s repair. ${UK_ENGLAND_ONLY}`,
    lastReviewed: '2026-10-06',
    steps: [
      {
        key: 'check',
        type: 'question',
        title: 'Where is the radiator cold?',
        content: text`
          Put the heating on for 15 to 20 minutes, then carefully feel the radiator from top to bottom.
          Which of these describes it best?
        `,
        timeEstimate: 20,
        options: [
          { text: 'Cold at the top and warm at the bottom, or it gurgles', next: 'cool' },
          {
            text: 'Cold at the bottom and warm at the top',
            escalate:
              'Radiator cold at the bottom, warm at the top: probably sludge. Book a heating engineer to flush the radiator ' +
              '(or the system if several are affected) and check when the boiler was last serviced.',
          },
          { text: 'Cold all over, while other radiators are hot', next: 'valve' },
          {
            text: 'Every radiator in the home is cold',
            escalate:
              'No heat at any radiator: a boiler or controls fault, not air. Ask for the boiler pressure and any fault code, ' +
              'and book a Gas Safe registered engineer. Urgent in cold weather or if a vulnerable person lives there.',
          },
        ],
      },
      {
        key: 'cool',
        type: 'safety_warning',
        title: 'Turn the heating off and let it cool',
        content: text`
          Switch the heating off at the thermostat or programmer and wait about 30 minutes, until the radiator is only warm
          to the touch. Meanwhile find your radiator key and an old towel.
        `,
        safetyNote:
          'Water inside a hot radiator can spray out and scald. Never bleed a radiator while the heating is on or the radiator is hot.',
        timeEstimate: 30,
        options: [{ text: 'The heating is off and the radiator has cooled', next: 'bleed' }],
      },
      {
        key: 'bleed',
        type: 'instruction',
        title: 'Open the bleed valve',
        content: text`
          The bleed valve is a small square or slotted valve at one of the top corners of the radiator.
          Hold the towel underneath, fit the key and turn it anticlockwise a quarter of a turn. You should hear air hissing.
          When the hissing stops and water dribbles out steadily, turn the key clockwise to close the valve.
        `,
        tips: 'If several radiators need bleeding, start downstairs with the one furthest from the boiler and finish upstairs.',
        commonMistakes:
          'Opening the valve more than a full turn: the small pin can come out and water will pour out. If it does, push it back in and close it at once.',
        toolsRequired: ['Radiator key', 'Old towel or cloth', 'Cup or small container'],
        timeEstimate: 10,
        options: [
          { text: 'Air hissed out, then water, and the valve is closed again', next: 'pressure' },
          { text: 'Nothing came out at all, not even water', next: 'pressure' },
          {
            text: 'Water keeps coming out and I cannot close the valve',
            escalate:
              'Bleed valve will not close. Tenant to keep the heating off, a container under the valve, and close the ' +
              'valves at both ends of the radiator if they can. Send a plumber today if it cannot be stopped.',
          },
        ],
      },
      {
        key: 'pressure',
        type: 'question',
        title: 'Check the boiler pressure',
        content: text`
          Bleeding lets a little water out of the system. Look at the pressure gauge on the front or underside of the boiler:
          with the heating off it should read between 1 and 1.5 bar.
          If it is below 1, top it up with the filling loop (see our guide *Boiler pressure low*, or the boiler manual)
          before you turn the heating back on. Older systems with a water tank in the loft have no gauge: nothing to check.
        `,
        timeEstimate: 5,
        options: [
          { text: 'The pressure is fine, or I have topped it up', next: 'result' },
          {
            text: 'It is below 1 bar and I cannot top it up',
            escalate:
              'Boiler pressure below 1 bar after bleeding and the tenant cannot re-pressurise it. Talk them through the ' +
              'filling loop by phone, or book an engineer.',
          },
        ],
      },
      {
        key: 'result',
        type: 'question',
        title: 'Is the radiator warm all over now?',
        content: 'Turn the heating back on, give it 20 minutes, then feel the radiator again from top to bottom.',
        timeEstimate: 20,
        options: [
          { text: 'Yes, it heats evenly now', success: true },
          {
            text: 'It is still cold at the top',
            escalate:
              'Radiator still cold at the top after bleeding: air is returning or water is not circulating. Book a ' +
              'heating engineer to check for leaks, the pump and the system pressure.',
          },
          { text: 'Nothing came out when I bled it, and it is still cold', next: 'valve' },
        ],
      },
      {
        key: 'valve',
        type: 'instruction',
        title: 'Check the radiator valves',
        content: text`
          A radiator that stays cold all over usually has a closed or stuck valve.
          Turn the thermostatic valve (the numbered head) to its highest setting. After a summer switched off, the pin under
          the head can stick: if you are comfortable doing so, unscrew the head by its collar and tap the metal pin gently
          with the handle of a screwdriver until it springs up and down, then screw the head back on.
          Also check the valve at the other end (often under a plastic cap) has not been turned off.
        `,
        toolsRequired: ['Flat-head screwdriver'],
        timeEstimate: 10,
        options: [
          { text: 'It warms up now', success: true },
          {
            text: 'It is still cold',
            escalate: 'Single radiator cold all over: thermostatic valve pin stuck or valve faulty. Book a plumber or heating engineer.',
          },
        ],
      },
    ],
  },
  {
    title: 'Boiler pressure low: how to re-pressurise a combi boiler',
    country: 'UK',
    category: 'heating',
    responsibility: 'shared',
    difficulty: 'beginner',
    estimatedDuration: 30,
    tags: ['boiler', 'boiler pressure', 'combi boiler', 'filling loop', 'no heating'],
    description:
      'Combi and system boilers need the water in the heating to be at the right pressure. If the gauge reads below 1 bar, or ' +
      'the boiler shows a low-pressure fault, you can usually top it up yourself in a few minutes.',
    summary:
      'With the boiler off and cool, find the filling loop under the boiler, open it slowly until the gauge reads about 1.5 bar, ' +
      'close it and restart the boiler. Topping up now and then is normal; if the pressure drops again within days there is a ' +
      'leak or a faulty part, and we will send an engineer.',
    content: text`
      ## Signs the pressure is low

      - The gauge on the boiler reads below 1 bar (the needle is in the red zone, or a digital display shows something like 0.6)
      - The boiler shows a low-pressure fault code, or will not fire
      - The heating has stopped working; hot water may still work for a while

      ## What is normal

      Cold, most boilers should read between **1 and 1.5 bar** (your manual gives the exact range). When the heating is on
      the pressure rises a little, by up to about half a bar. Above 2.5 bar is too high: do not top it up, tell us.

      ## Topping up with the filling loop

      1. Turn the boiler off and let it cool for 15 to 20 minutes.
      2. Find the filling loop under the boiler: a silver braided hose with a small valve at each end. Some boilers have a
         built-in filling key or lever instead; the manual or a label inside the front flap shows it.
      3. Open the first valve, then open the second one slowly. You will hear water running.
      4. Watch the gauge and close both valves when it reads about 1.5 bar.
      5. If the hose is detachable, undo it afterwards over a towel and keep it safe.
      6. Turn the boiler back on and press reset if it shows a fault.

      ## If the pressure keeps dropping

      A healthy system holds its pressure for months. If you need to top it up more than once or twice a year, water is
      escaping somewhere: look for drips under radiators, valves and the boiler, and for a small copper pipe through the
      outside wall near the boiler that drips. Tell us and we will send an engineer.

      ## Who does what

      Topping up the pressure is a normal user task described in every boiler manual. Finding and fixing why the pressure
      drops is our repair. Never take the boiler casing off: only a Gas Safe registered engineer may work inside a gas boiler.
    `,
    legalNotes:
      `${UK_SECTION_11} ${UK_GAS_SAFETY} Re-pressurising from outside the boiler is a user task the manufacturer’s ` +
      `instructions describe; a system that keeps losing pressure has a fault the landlord must repair. ${UK_ENGLAND_ONLY}`,
    lastReviewed: '2026-10-06',
    steps: [
      {
        key: 'gauge',
        type: 'question',
        title: 'Read the pressure gauge',
        content: 'Find the pressure gauge on the front or underside of the boiler. With the heating off, what does it show?',
        timeEstimate: 2,
        options: [
          { text: 'Below 1 bar', next: 'cool' },
          {
            text: 'Between 1 and 2 bar, but the boiler still is not working',
            escalate:
              'Boiler pressure is normal, so the fault is something else. Ask for the make, model and fault code, walk ' +
              'through the lockout checks, or book a Gas Safe registered engineer.',
          },
          {
            text: 'Above 2.5 bar, or water is dripping from a pipe outside',
            escalate:
              'Boiler pressure too high or the pressure relief valve is discharging. Tenant must not top up. Book an ' +
              'engineer to check the filling loop is not letting by and the expansion vessel.',
          },
        ],
      },
      {
        key: 'cool',
        type: 'safety_warning',
        title: 'Switch off and let the boiler cool',
        content: text`
          Turn the boiler off at its power button (or switch off the heating and hot water) and wait 15 to 20 minutes.
          Topping up a hot system gives a false reading.
        `,
        safetyNote:
          'Do not remove the boiler casing: only a Gas Safe registered engineer may work inside a gas boiler. Everything in this guide is done from outside it.',
        timeEstimate: 20,
        options: [{ text: 'The boiler is off and has cooled', next: 'loop' }],
      },
      {
        key: 'loop',
        type: 'instruction',
        title: 'Find the filling loop',
        content: text`
          Under the boiler, look for a silver braided hose between two pipes, each end with a small valve (a lever or a
          screwdriver slot). Some boilers have a built-in filling key or lever underneath instead: the manual, or a label
          inside the front flap, shows where it is.
        `,
        timeEstimate: 5,
        options: [
          { text: 'I have found it', next: 'fill' },
          {
            text: 'I cannot find a filling loop',
            escalate:
              'Tenant cannot find the filling loop. Check the boiler make and model, talk them through it by phone, or send an engineer.',
          },
        ],
      },
      {
        key: 'fill',
        type: 'instruction',
        title: 'Top up to 1.5 bar',
        content: text`
          Open the first valve fully, then open the second one slowly: a quarter turn is enough to start. You will hear water.
          Watch the gauge and close both valves as soon as it reads about 1.5 bar.
          If the hose is detachable, undo it afterwards with a towel underneath and keep it somewhere safe.
        `,
        tips: 'If you go above 2 bar, bleed a radiator for a few seconds to bring the pressure down.',
        commonMistakes:
          'Leaving a valve open: the pressure keeps climbing and water is released through the safety valve outside. Close both valves fully.',
        toolsRequired: ['Flat-head screwdriver (for some valves)', 'Old towel'],
        timeEstimate: 10,
        options: [
          { text: 'It reads about 1.5 bar and both valves are closed', next: 'restart' },
          {
            text: 'The needle does not move',
            escalate:
              'Filling loop adds no water: check the mains stopcock is on; otherwise the loop or its valves are faulty. Book an engineer.',
          },
        ],
      },
      {
        key: 'restart',
        type: 'question',
        title: 'Restart the boiler',
        content: text`
          Turn the boiler back on. If it shows a fault, press reset once (on most models, hold it for a few seconds).
          Put the heating on and check the radiators warm up and the hot taps run hot.
        `,
        timeEstimate: 10,
        options: [
          { text: 'Heating and hot water work again', next: 'watch' },
          {
            text: 'It shows a fault again',
            escalate:
              'Boiler still in fault after re-pressurising to 1.5 bar. Get the make, model and fault code and book a ' +
              'Gas Safe registered engineer.',
          },
        ],
      },
      {
        key: 'watch',
        type: 'question',
        title: 'Keep an eye on it for a week',
        content: text`
          Glance at the gauge once a day for the next week. A healthy system keeps its pressure for months.
          Has it dropped back below 1 bar?
        `,
        timeEstimate: 2,
        options: [
          { text: 'No, it is steady', success: true },
          {
            text: 'Yes, it has dropped again',
            escalate:
              'Boiler keeps losing pressure after a top-up: a leak in the heating system, or a faulty pressure relief valve ' +
              'or expansion vessel. Book a heating engineer; ask the tenant to look for drips under radiators and the boiler.',
          },
        ],
      },
    ],
  },
  {
    title: 'No heating or hot water: check and reset a boiler in lockout',
    country: 'UK',
    category: 'heating',
    responsibility: 'landlord',
    difficulty: 'beginner',
    estimatedDuration: 30,
    tags: ['boiler', 'gas boiler', 'no heating', 'no hot water', 'lockout', 'fault code', 'condensate pipe'],
    description:
      'When a gas boiler senses a problem it shuts itself down and shows a fault light or code: a "lockout". Several common ' +
      'causes take minutes to sort out: power, gas, settings, low pressure or, in freezing weather, a frozen condensate pipe.',
    summary:
      'Check there is no smell of gas, then power, gas supply, thermostat and timer, and pressure; thaw a frozen condensate pipe ' +
      'in cold weather, then press reset once. If the boiler locks out again, note the fault code and we will send a Gas Safe ' +
      'registered engineer.',
    content: text`
      ## What a lockout is

      A boiler locks out to protect itself when something is not right: it stops, shows a red light or a fault code, and
      will not start again until it is reset. Resetting without fixing the cause just makes it lock out again.

      ## Quick checks

      - **Gas smell?** Stop, and follow our guide *Smell of gas*.
      - **Power:** is the display on? Check the switch next to the boiler and your fuse box.
      - **Gas:** does the hob light? On a prepayment meter, is there credit?
      - **Settings:** is the thermostat turned up, and the timer in an "on" period?
      - **Pressure:** with the boiler cold the gauge should read 1 to 1.5 bar.
      - **Condensate pipe:** in freezing weather, the plastic pipe that runs from the boiler to a drain outside can freeze.

      ## Resetting

      Press reset **once or twice at most**. A boiler that keeps locking out has a fault that needs an engineer.

      ## While you wait for an engineer

      Tell us if anyone in the home is elderly, unwell or very young: we will treat it as urgent and can lend electric
      heaters. Boil water in a kettle for washing, and take care carrying it.

      ## Who does what

      The boiler, its controls and the pipework are ours to repair, and we have them checked every year. Topping up the
      pressure and thawing the condensate pipe are things you can safely do yourself.
    `,
    legalNotes:
      `${UK_SECTION_11} ${UK_GAS_SAFETY} ${UK_FITNESS} Loss of heating or hot water is treated as urgent, and as an ` +
      `emergency in cold weather or when a vulnerable person lives in the home. ${UK_ENGLAND_ONLY}`,
    lastReviewed: '2026-10-13',
    steps: [
      {
        key: 'gas',
        type: 'safety_warning',
        title: 'First: can you smell gas?',
        content: 'Before you touch the boiler, check that you cannot smell gas near it or anywhere else in the home.',
        safetyNote:
          'If you smell gas: do not use switches or flames, open doors and windows, turn off the gas at the meter if you can, ' +
          'leave and call the National Gas Emergency Service on 0800 111 999 (free, 24 hours).',
        timeEstimate: 1,
        options: [
          { text: 'No, there is no smell of gas', next: 'power' },
          {
            text: 'I can smell gas',
            escalate:
              'Gas smell reported during a boiler check. Tenant told to leave and call 0800 111 999. Emergency: follow up ' +
              'once the gas emergency service has made safe and book a Gas Safe registered engineer.',
          },
        ],
      },
      {
        key: 'power',
        type: 'question',
        title: 'Is the boiler getting power and gas?',
        content: text`
          Is the boiler's display or power light on? If not, check the switch next to the boiler and your fuse box.
          Then check your gas: does the hob light? On a prepayment meter, is there credit?
        `,
        timeEstimate: 5,
        options: [
          { text: 'The display is on and gas works elsewhere', next: 'settings' },
          { text: 'The prepayment meter had no credit: I have topped it up', next: 'settings' },
          {
            text: 'The boiler has no power',
            escalate:
              'No power to the boiler. Check the fused spur and consumer unit with the tenant; if a fuse or breaker keeps ' +
              'tripping, book an electrician or boiler engineer.',
          },
          {
            text: 'There is no gas anywhere in the home',
            escalate:
              'No gas supply to the home, not a boiler fault. Tenant to contact their gas supplier; if a supply fault or ' +
              'leak is suspected, 0800 111 999.',
          },
        ],
      },
      {
        key: 'settings',
        type: 'question',
        title: 'Check the thermostat and timer',
        content: text`
          Make sure the heating is asking for heat: turn the room thermostat up above the room temperature (say 25°C) and
          check the timer or programmer is in an "on" period, or set it to constant. Smart thermostats may need new batteries
          or their Wi-Fi reconnected.
        `,
        timeEstimate: 5,
        options: [
          { text: 'It was a setting: the heating is back on', success: true },
          { text: 'The settings are fine and the boiler shows a fault light or code', next: 'pressure' },
        ],
      },
      {
        key: 'pressure',
        type: 'question',
        title: 'Check the pressure',
        content: text`
          With the boiler cold, the pressure gauge should read between 1 and 1.5 bar.
          Below 1 bar is the most common cause of a lockout: top it up with the filling loop as our guide
          *Boiler pressure low* shows.
        `,
        timeEstimate: 10,
        options: [
          { text: 'The pressure is fine', next: 'condensate' },
          { text: 'It was low and I have topped it up to about 1.5 bar', next: 'reset' },
          {
            text: 'It is low and I do not know how to top it up',
            escalate:
              'Boiler in lockout with low pressure; tenant cannot re-pressurise. Talk them through the filling loop or send an engineer.',
          },
        ],
      },
      {
        key: 'condensate',
        type: 'question',
        title: 'In freezing weather: is the condensate pipe frozen?',
        content: text`
          Modern boilers drain water through a plastic pipe (usually white or grey, about 2 cm wide) that runs outside to a
          drain. In freezing weather it can ice up and lock the boiler out; you may hear gurgling from the boiler.
          If it has been below freezing, follow the pipe outside and look for ice, especially at the open end and at bends.
        `,
        safetyNote:
          'Thaw the pipe with warm water (a kettle left to cool for a while) or a hot water bottle: never boiling water, which ' +
          'can crack the pipe, and never a naked flame. Take care on icy ground.',
        toolsRequired: ['Jug or watering can of warm water', 'Hot water bottle'],
        timeEstimate: 15,
        options: [
          { text: 'It was frozen and I have thawed it', next: 'reset' },
          { text: 'It is not frozen, or it is not freezing weather', next: 'reset' },
        ],
      },
      {
        key: 'reset',
        type: 'instruction',
        title: 'Press reset once',
        content: text`
          Press and hold the reset button (on some models, turn the dial to reset) for a few seconds, then wait a couple of
          minutes while the boiler tries to light. Note down any fault code it shows.
        `,
        commonMistakes:
          'Resetting again and again. A boiler that keeps locking out is protecting itself; more than two resets can hide a fault.',
        timeEstimate: 5,
        options: [
          { text: 'It fired up: heating and hot water work', success: true },
          {
            text: 'It locked out again',
            escalate:
              'Boiler locks out again after the checks (power, gas, settings, pressure, condensate) and a reset. Get the ' +
              'make, model and fault code and book a Gas Safe registered engineer. Urgent in cold weather or with ' +
              'vulnerable occupants; offer temporary heaters.',
          },
        ],
      },
    ],
  },
  {
    title: 'Smell of gas: what to do straight away',
    country: 'UK',
    category: 'heating',
    responsibility: 'landlord',
    difficulty: 'beginner',
    estimatedDuration: 10,
    tags: ['gas', 'gas leak', 'smell of gas', 'emergency', 'carbon monoxide', 'safety'],
    description:
      'If you smell gas, act at once: do not use switches or flames, open doors and windows, turn off the gas at the meter if ' +
      'you can, leave the home and call the National Gas Emergency Service on 0800 111 999.',
    summary:
      'This is an emergency. The gas emergency service is free, answers 24 hours a day and will make your home safe. Tell us ' +
      'as soon as you are safe, so that we can send a Gas Safe registered engineer to repair whatever they turn off.',
    content: text`
      ## Do this now

      - **Do not** switch anything on or off: lights, sockets, doorbells, extractor fans.
      - **Do not** use matches or lighters, and do not smoke. Put out any naked flames.
      - **Open** doors and windows.
      - **Turn off** the gas at the meter if you can reach it safely: move the lever so that it is across the pipe.
      - **Leave** the home, and warn neighbours if you live in a shared building.
      - **Call 0800 111 999** (National Gas Emergency Service, free, 24 hours) once you are outside.
        In Northern Ireland call 0800 002 001.

      ## Carbon monoxide

      Carbon monoxide has no smell. Headaches, dizziness, sickness, breathlessness or collapse, especially if they ease
      when you go outside, can be signs of it. If a carbon monoxide alarm sounds, or you have these symptoms: open the
      windows, turn off gas appliances, leave, call 0800 111 999, and get medical help (999 in an emergency).

      ## What happens next

      The emergency engineer finds and stops the gas escape. They make things safe but do not repair appliances: if the
      boiler, cooker or fire is faulty they will disconnect it and leave a warning notice. Do not use it again until it has
      been repaired. We send a Gas Safe registered engineer to do that.

      ## Who does what

      The gas emergency service deals with the escape, free of charge. The pipework and gas appliances we provide are ours
      to repair and we have them safety-checked every year. Appliances you own (for example your own cooker) are yours.
    `,
    legalNotes:
      `${UK_GAS_SAFETY} Gas escapes are attended free of charge by the gas emergency service; after it has made the home ` +
      `safe, repairing the landlord’s pipework and appliances is the landlord’s job, and the tenant’s own appliances are the ` +
      `tenant’s. ${UK_ENGLAND_ONLY} The emergency number 0800 111 999 covers England, Scotland and Wales.`,
    lastReviewed: '2026-11-02',
    steps: [
      {
        key: 'act',
        type: 'safety_warning',
        title: 'Act now: make safe and get out',
        content: text`
          1. Do not switch anything on or off, and do not use flames or smoke.
          2. Open doors and windows.
          3. Turn off the gas at the meter if you can reach it safely (lever across the pipe).
          4. Leave the home and call the National Gas Emergency Service on 0800 111 999 from outside.
        `,
        safetyNote:
          'Gas can explode. Do not use light switches, sockets, doorbells, lighters or matches until the emergency engineer ' +
          'says it is safe. Call 0800 111 999 once you are outside; if anyone feels unwell, call 999.',
        timeEstimate: 5,
        options: [
          { text: 'I am outside and have called 0800 111 999', next: 'wait' },
          {
            text: 'Someone feels unwell, or a carbon monoxide alarm is sounding',
            escalate:
              'EMERGENCY: possible gas or carbon monoxide exposure. Make sure the caller has rung 999 for anyone unwell and ' +
              '0800 111 999. Record who is affected; follow up the same day and book a Gas Safe registered engineer.',
          },
        ],
      },
      {
        key: 'wait',
        type: 'instruction',
        title: 'Wait outside for the emergency engineer',
        content: text`
          Stay out of the home until the engineer arrives, usually within an hour or two, and leave the doors and windows
          open. When they arrive, show them where you smelt gas and where the meter is. Let us know you are safe.
        `,
        timeEstimate: 60,
        options: [{ text: 'The emergency engineer has been', next: 'outcome' }],
      },
      {
        key: 'outcome',
        type: 'question',
        title: 'What did the emergency engineer do?',
        content: text`
          The emergency engineer makes the home safe but does not repair appliances. If something is faulty they disconnect
          it or turn off the supply and leave a warning notice. What did they tell you?
        `,
        timeEstimate: 5,
        options: [
          { text: 'Nothing was leaking, or a hob tap had been left on: everything is safe and working', success: true },
          {
            text: 'They disconnected the boiler, cooker or fire, or left the gas turned off',
            escalate:
              'Gas emergency service has made safe and isolated an appliance or the supply. Book a Gas Safe registered ' +
              'engineer as an emergency; ask for the warning notice; check the tenant has heating, hot water and a way to ' +
              'cook, and offer temporary heaters.',
          },
          {
            text: 'They found a problem with the meter or the pipe outside',
            escalate:
              'Fault on the meter or service pipe: the gas network or supplier repairs it. Record their job reference and ' +
              'follow up until the supply is restored.',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- UK electrical
  {
    title: 'Power off in part of the home: reset a tripped RCD or circuit breaker',
    country: 'UK',
    category: 'electrical',
    responsibility: 'shared',
    difficulty: 'beginner',
    estimatedDuration: 20,
    tags: ['electrics', 'rcd', 'consumer unit', 'fuse box', 'tripped switch', 'power cut'],
    description:
      'If some lights or sockets stop working, a safety switch in your consumer unit (fuse box) has probably tripped. Finding ' +
      'the cause and resetting it is usually quick and safe.',
    summary:
      'Check it is safe, unplug the appliances on the circuit that went off, push the tripped switch back up, then plug things ' +
      'back in one at a time to find the culprit. If it trips again with everything unplugged, or you see water, scorch marks ' +
      'or smell burning, leave it off and tell us.',
    content: text`
      ## Find your consumer unit

      The consumer unit (fuse box) is usually near the front door, under the stairs or in a cupboard. It has a main switch,
      one or more **RCDs** (wider switches with a "T" or "Test" button) and a row of smaller **circuit breakers** (MCBs),
      one for each circuit.

      - An **RCD** trips when electricity leaks to earth, often through a faulty appliance or water getting in. It protects
        you from electric shock and usually covers several circuits.
      - A **circuit breaker** trips when a circuit is overloaded or short-circuits, for example when a bulb blows or too many
        heaters run on one circuit.

      ## How to reset

      1. Switch off and unplug the appliances on the sockets that went off.
      2. Push the tripped switch firmly back up.
      3. Plug appliances back in one at a time. If it trips again, the last one is the likely culprit: leave it unplugged.

      ## When not to reset

      Do not touch anything and tell us straight away if there is **water** near sockets, lights or the consumer unit, a
      **burning smell**, **scorch marks**, **crackling or buzzing**, or a damaged cable. If you can do it with dry hands and
      dry feet, switch off the main switch.

      ## If the whole home is dark

      Check whether neighbours and street lights are off too. If they are, it is a power cut: call **105**, the free power
      cut number in England, Scotland and Wales. On a prepayment meter, check you have credit.

      ## Who does what

      The wiring, sockets and consumer unit are ours to keep safe, and we have them inspected at least every five years.
      Resetting a tripped switch is something anyone at home can do. Appliances you own are yours to repair.
    `,
    legalNotes:
      `${UK_SECTION_11} Electrical Safety Standards in the Private Rented Sector (England) Regulations 2020: the fixed ` +
      `installation must be inspected and tested by a qualified person at least every five years, tenants are given a copy ` +
      `of the report (EICR), and any remedial work it calls for must be done. A trip caused by the tenant’s own appliance is ` +
      `the tenant’s to sort out; a trip with everything unplugged points to the installation, which is the landlord’s. ` +
      UK_ENGLAND_ONLY,
    lastReviewed: '2026-09-22',
    steps: [
      {
        key: 'safety',
        type: 'safety_warning',
        title: 'Check it is safe to touch the consumer unit',
        content: text`
          Before you touch anything, look at the consumer unit and the room around it.
          Is there water near it or near any light or socket, a burning smell, scorch marks, crackling or buzzing, or a
          damaged cable?
        `,
        safetyNote:
          'Never touch electrical switches or fittings with wet hands or while standing on a wet floor. If water is coming ' +
          'into light fittings, sockets or the consumer unit, do not reset anything: keep away from it and call us straight away.',
        timeEstimate: 2,
        options: [
          { text: 'Everything looks normal', next: 'scope' },
          {
            text: 'There is water, a burning smell, scorch marks or buzzing',
            escalate:
              'EMERGENCY: electrical danger (water, burning smell, scorch marks or buzzing). Tenant told not to reset and ' +
              'to keep away; main switch off only if safe. Send an emergency electrician; if water is coming from above, a ' +
              'plumber too, and check the flat above.',
          },
        ],
      },
      {
        key: 'scope',
        type: 'question',
        title: 'Is the whole home off, or only part of it?',
        content: 'Try a few lights and sockets in different rooms, and look outside: do neighbours and street lights have power?',
        timeEstimate: 3,
        options: [
          { text: 'Only some lights or sockets are off', next: 'find' },
          { text: 'Everything is off, but the neighbours have power', next: 'find' },
          { text: 'Everything is off, and the neighbours are off too', next: 'powercut' },
        ],
      },
      {
        key: 'find',
        type: 'instruction',
        title: 'Find the switch that has tripped',
        content: text`
          Open the cover of the consumer unit. A tripped switch points down or sits in the middle, while the others point up.
          It may be a small circuit breaker for one circuit, or a wider RCD (with a "T" or "Test" button) that covers several.
          If you have a prepayment meter, also check it has credit.
        `,
        timeEstimate: 3,
        options: [
          { text: 'I have found a switch that has tripped', next: 'unplug' },
          {
            text: 'Nothing has tripped and there is credit on the meter',
            escalate:
              'Circuits dead with nothing tripped: possible supply or wiring fault. Book an electrician; if the whole home ' +
              'is off, ask the tenant to call 105 as well.',
          },
        ],
      },
      {
        key: 'unplug',
        type: 'instruction',
        title: 'Unplug appliances, then reset the switch',
        content: text`
          Most trips are caused by an appliance: a kettle, washing machine, toaster, heater, or outdoor lights after rain.
          Switch off and unplug everything on the sockets that went off (you do not need to remove light bulbs).
          Then push the tripped switch firmly back up.
        `,
        tips: 'Once you know which circuit is which, label the switches in the consumer unit.',
        commonMistakes: 'Holding a switch up while it tries to trip. It is designed to trip, and forcing it is dangerous.',
        timeEstimate: 5,
        options: [
          { text: 'It stayed up', next: 'replug' },
          {
            text: 'It tripped straight back down with everything unplugged',
            escalate:
              'RCD or breaker trips immediately with all appliances unplugged: fault in the fixed wiring or a fitting. Leave ' +
              'it off; book an electrician (emergency if it covers the lighting, the fridge and freezer or medical equipment).',
          },
        ],
      },
      {
        key: 'replug',
        type: 'question',
        title: 'Plug appliances back in one at a time',
        content: text`
          Plug in and switch on one appliance at a time, waiting a few seconds between each.
          If the switch trips again, the last appliance is the likely culprit: unplug it and reset the switch.
        `,
        timeEstimate: 10,
        options: [
          { text: 'Everything is back on and nothing tripped', success: true },
          { text: 'One of my own appliances trips it: it is unplugged and the power is back', success: true },
          {
            text: 'It is an appliance that came with the home (oven, hob, washing machine, fridge)',
            escalate:
              'Landlord-supplied appliance trips the RCD; the tenant has unplugged or switched it off. Book an appliance ' +
              'repair, or an electrician for a hard-wired oven or hob.',
          },
          {
            text: 'It trips again at random, with nothing new plugged in',
            escalate:
              'Intermittent RCD trips with no appliance to blame: possible earth leakage in the wiring. Book an electrician to test the installation.',
          },
        ],
      },
      {
        key: 'powercut',
        type: 'instruction',
        title: 'Report the power cut',
        content: text`
          When the neighbours have no power either, it is a power cut on the network, not a fault in your home.
          Call 105, the free power cut number in England, Scotland and Wales, or check the network operator's website for
          updates. Switch off appliances that were on, and keep the fridge and freezer doors shut.
        `,
        timeEstimate: 5,
        options: [
          { text: 'The power is back on', success: true },
          { text: 'The neighbours have power again, but we do not', next: 'find' },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- UK plumbing
  {
    title: 'Toilet keeps running or refilling',
    country: 'UK',
    category: 'plumbing',
    responsibility: 'landlord',
    difficulty: 'beginner',
    estimatedDuration: 20,
    tags: ['toilet', 'cistern', 'fill valve', 'overflow', 'running water', 'flush'],
    description:
      'A toilet that keeps running wastes a lot of water and can overflow outside. Often the float or fill valve only needs a ' +
      'small adjustment, or something is stopping the flush valve from closing.',
    summary:
      'Take the lid off the cistern and watch where the water goes: into the overflow (the fill valve is set too high or does ' +
      'not shut off) or into the bowl (the flush valve is not sealing). Adjusting the float fixes many; worn parts need a ' +
      'plumber, which we arrange. Meanwhile turn the water off at the toilet’s isolation valve.',
    content: text`
      ## Two kinds of "running"

      - **The cistern overfills** and water runs into the overflow: you may see a pipe dripping outside, or water trickling
        into the bowl from the overflow. The **fill valve** is letting in too much water or not shutting off.
      - **The water level stays low** but keeps trickling into the bowl, and the cistern refills every few minutes: the
        **flush valve** at the bottom of the cistern is not sealing.

      ## What you need

      - A towel to put the cistern lid on (it is heavy and breaks easily)
      - A flat-head screwdriver

      ## Turning off the water to the toilet

      On the pipe that feeds the cistern there is usually a small **isolation valve** with a screwdriver slot or a little
      handle. Turn it a quarter turn so the slot runs across the pipe. You can still flush by pouring a bucket of water into
      the bowl.

      ## Who does what

      Toilets and their cisterns are ours to repair. Adjusting a float is a small job you are welcome to do; if a part is
      worn, tell us and we will send a plumber. Blockages caused by wipes, nappies or sanitary products may be charged.
    `,
    legalNotes:
      `${UK_SECTION_11} Toilets and cisterns are sanitary installations the landlord keeps in repair; small adjustments ` +
      `are reasonable for a tenant to make, and damage from misuse (for example wipes flushed down the toilet) may be ` +
      `recharged. ${UK_ENGLAND_ONLY}`,
    lastReviewed: '2026-08-18',
    steps: [
      {
        key: 'look',
        type: 'question',
        title: 'Where is the water going?',
        content: text`
          Lift the lid off the cistern and put it on a towel on the floor. Flush, and watch the cistern refill.
          When it should have stopped, does the water rise to the overflow pipe (or drip from a pipe outside), or does it stay
          lower but keep trickling into the bowl?
        `,
        toolsRequired: ['Towel'],
        timeEstimate: 5,
        options: [
          { text: 'It rises too high and runs into the overflow', next: 'float' },
          { text: 'It stays lower but keeps trickling into the bowl', next: 'flushvalve' },
          {
            text: 'The cistern is hidden behind a panel and I cannot get to it',
            escalate:
              'Concealed cistern keeps running. Plumber needed to get behind the panel; ask the tenant to turn the ' +
              'isolation valve off if they can reach it (often behind the flush plate).',
          },
        ],
      },
      {
        key: 'float',
        type: 'instruction',
        title: 'Lower the water level',
        content: text`
          The fill valve lets water in until the float rises and shuts it off.
          - Modern valves have a float that slides up and down a vertical tube: turn the adjustment screw, or move the clip,
            to set the float a little lower.
          - Older valves have a float on an arm: turn the adjustment screw on the arm, or gently bend the arm down slightly.
          Aim for the water to stop 2 to 3 cm below the top of the overflow pipe. Check the float is not catching on the side
          of the cistern, then flush to test.
        `,
        toolsRequired: ['Flat-head screwdriver'],
        timeEstimate: 15,
        options: [
          { text: 'Fixed: it stops filling at the right level', success: true },
          { text: 'The valve still does not shut off', next: 'isolate' },
        ],
      },
      {
        key: 'flushvalve',
        type: 'instruction',
        title: 'Check the flush valve',
        content: text`
          Water trickling into the bowl means the seal at the bottom of the cistern is not closing.
          Check nothing stops the flush mechanism from dropping back fully: a chain or cable caught, a sticking button, or
          limescale and debris on the seal. Press the button a few times and wiggle it gently, then wait ten minutes and look
          again.
        `,
        timeEstimate: 15,
        options: [
          { text: 'Fixed: it is quiet now', success: true },
          { text: 'It still trickles', next: 'isolate' },
        ],
      },
      {
        key: 'isolate',
        type: 'escalation',
        title: 'Turn off the water to the toilet and book a plumber',
        content: text`
          A part needs replacing, so we will send a plumber. Until then, stop the waste: find the isolation valve on the
          pipe that feeds the cistern and turn it a quarter turn with a screwdriver, so the slot runs across the pipe.
          Flush to empty the cistern; after that you can flush by pouring a bucket of water into the bowl.
        `,
        commonMistakes: 'Forcing a stiff isolation valve with pliers: it can snap. If it will not turn with a screwdriver, leave it.',
        toolsRequired: ['Flat-head screwdriver', 'Bucket'],
        timeEstimate: 5,
        options: [
          {
            text: 'The water is off at the toilet',
            escalate:
              'Toilet fill valve or flush valve not sealing after adjustment; the tenant has isolated the cistern. Book a ' +
              'plumber (sooner if it is the only toilet).',
          },
          {
            text: 'There is no isolation valve, or it will not turn',
            escalate:
              'Toilet running continuously and cannot be isolated: overflow and water waste. Book a plumber urgently; the ' +
              'tenant can turn the water off at the stopcock overnight if the overflow is a problem.',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- UK appliances
  {
    title: 'Washing machine not draining',
    country: 'UK',
    category: 'appliances',
    responsibility: 'shared',
    difficulty: 'beginner',
    estimatedDuration: 30,
    tags: ['washing machine', 'not draining', 'pump filter', 'drain hose', 'appliance'],
    description:
      'If your washing machine finishes with water still in the drum, or stops with a drain error, the cause is often a ' +
      'blocked pump filter or a kinked drain hose. Clearing it takes about 20 minutes and some old towels.',
    summary:
      'Switch off and unplug, check the drain hose and the sink trap it empties into, then drain and clean the pump filter ' +
      'behind the small flap at the front. If it still will not drain, it needs a repair: ours if the machine came with the ' +
      'home, yours if it is your own.',
    content: text`
      ## Before you start

      - Switch the machine off and **unplug it**.
      - If it was a hot wash, wait an hour for the water to cool.
      - A full drum can hold several litres: have old towels and a shallow tray or baking dish ready.

      ## Check the drain hose

      The grey hose at the back must not be kinked or squashed behind the machine. Follow it to where it empties (a pipe in
      the wall or the trap under the kitchen sink). If the sink drains slowly too, the blockage may be there.

      ## Clean the pump filter

      Behind a small flap at the bottom front of the machine is the pump filter, a round cap. Drain the water first through
      the thin emergency hose next to it if there is one, a little at a time, then unscrew the filter slowly. Clear out
      fluff, coins, hair grips and buttons, rinse it, and screw it back firmly.

      ## To keep it draining

      - Empty pockets before washing, and use a wash bag for small items and underwired bras.
      - Clean the pump filter every few months.

      ## Who does what

      If the washing machine came with your home (it is on your inventory), we repair or replace it when it breaks through
      normal use. Damage from coins or objects left in pockets may be charged. If the machine is your own, it is yours to
      repair.
    `,
    legalNotes:
      'Appliances are not covered by section 11 of the Landlord and Tenant Act 1985, which is about the structure and the ' +
      'installations. Who repairs a washing machine depends on the tenancy agreement: one let with the home (listed in the ' +
      'inventory) is normally repaired or replaced by the landlord when it fails through normal use, while damage from misuse ' +
      'may be charged; the tenant’s own machines are the tenant’s to repair and insure. ' +
      UK_ENGLAND_ONLY,
    lastReviewed: '2026-07-27',
    steps: [
      {
        key: 'off',
        type: 'safety_warning',
        title: 'Switch off and unplug',
        content: text`
          Cancel the programme, switch the machine off and unplug it. If it was on a hot wash, wait about an hour for the
          water to cool before you open anything.
        `,
        safetyNote:
          'Water and electricity do not mix: always unplug the machine before working on it, and mop up spills before you plug ' +
          'it back in. Water from a hot wash can scald.',
        timeEstimate: 5,
        options: [{ text: 'It is unplugged and the water has cooled', next: 'hose' }],
      },
      {
        key: 'hose',
        type: 'question',
        title: 'Check the drain hose and where it empties',
        content: text`
          Pull the machine out gently, minding the hoses. Check the grey drain hose at the back is not kinked or squashed.
          Follow it to where it empties: a pipe in the wall or the trap under the kitchen sink. Does the sink drain slowly too?
        `,
        timeEstimate: 5,
        options: [
          { text: 'The hose was kinked: I have straightened it', next: 'test' },
          { text: 'The hose looks fine and the sink drains normally', next: 'filter' },
          {
            text: 'The kitchen sink is slow or blocked too',
            escalate:
              'Sink and washing machine share a blocked waste. Book a plumber to clear the trap and waste pipe; if it is ' +
              'blocked with the tenant’s waste (fat, food) the cost may be recharged.',
          },
        ],
      },
      {
        key: 'filter',
        type: 'instruction',
        title: 'Drain and clean the pump filter',
        content: text`
          Behind the small flap at the bottom front of the machine is the pump filter (a round cap).
          Lay towels down and put a shallow tray under it. If there is a thin emergency drain hose next to the filter, pull it
          out, unplug its end and let the water run into the tray a bit at a time.
          Then unscrew the filter slowly anticlockwise; more water will come out. Clear out fluff, coins, hair grips and
          buttons, rinse the filter under the tap and screw it back in firmly.
        `,
        commonMistakes: 'Unscrewing the filter all at once with a full drum: several litres can come out. Let it drain slowly, in stages.',
        toolsRequired: ['Old towels', 'Shallow tray or baking dish', 'Coin or flat-head screwdriver (for the flap)'],
        timeEstimate: 20,
        options: [
          { text: 'Done: the filter is clean and back in', next: 'test' },
          {
            text: 'The filter will not unscrew',
            escalate:
              'Washing machine pump filter stuck; tenant told not to force it (the housing can crack). Book an appliance ' +
              'engineer if the machine is on the inventory; otherwise it is the tenant’s to repair.',
          },
        ],
      },
      {
        key: 'test',
        type: 'question',
        title: 'Run a rinse and spin',
        content: 'Plug the machine in, switch it on and run a short rinse and spin with the drum empty. Watch for leaks around the filter.',
        timeEstimate: 15,
        options: [
          { text: 'It drains and spins normally', success: true },
          { text: 'It leaks around the filter', next: 'filter' },
          {
            text: 'It still will not drain (the pump may hum)',
            escalate:
              'Washing machine still not draining after the hose and filter checks: probably a pump fault. If the machine ' +
              'is on the inventory, book an appliance repair; if it is the tenant’s own, let them know it is theirs to repair.',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- UK other
  {
    title: 'Condensation and mould: extractor fans and keeping moisture down',
    country: 'UK',
    category: 'other',
    responsibility: 'shared',
    difficulty: 'beginner',
    estimatedDuration: 45,
    tags: ['mould', 'condensation', 'damp', 'extractor fan', 'ventilation', 'black mould'],
    description:
      'Water on the windows, damp corners and black spots of mould are common in winter. A working extractor fan and a few ' +
      'habits prevent most of it. Some damp comes from leaks or faults in the building, and that is ours to fix.',
    summary:
      'Check the extractor fans work, wipe condensation each morning, let moisture out when cooking, showering and drying ' +
      'clothes, and keep the home steadily warm. Clean small patches of mould safely. Tell us about mould that keeps coming ' +
      'back or spreads, and about any damp patch, leak or tide mark.',
    content: text`
      ## Condensation or damp?

      - **Condensation** forms on cold surfaces: windows, outside walls, corners and behind furniture. It is worst on winter
        mornings and in kitchens, bathrooms and bedrooms.
      - **Penetrating damp** is a patch that grows after rain, often on one wall or the ceiling.
      - **Rising damp** shows low on ground-floor walls, with a tide mark.
      - **Leaks** from pipes, baths or the flat above leave a wet patch or stain.

      Condensation can be reduced day to day. The other three are repairs: tell us.

      ## Everyday habits that help

      - Wipe windows and sills dry each morning and wring the cloth out in the sink.
      - Put lids on pans, and run the kitchen fan while cooking and for 15 minutes after.
      - Shower with the fan on and the door closed, then leave the fan running and open the window a little for 15 to 20 minutes.
      - Dry clothes outside if you can; otherwise in the bathroom with the door shut and the fan on, not on radiators.
      - Keep the trickle vents in the window frames open.
      - Leave a gap of 5 to 10 cm between furniture and outside walls.
      - Keep rooms steadily warm (around 18°C or more in rooms you use, if you can) rather than very hot, then cold.

      ## Cleaning small patches of mould

      Wear rubber gloves (and ideally goggles and a mask), open a window, and use a mould spray following its label. Wipe
      gently; do not brush or vacuum dry mould, which spreads spores. Never mix cleaning products.

      ## Your health

      Mould can affect anyone, and especially babies and children, older people, and people with asthma, allergies or a
      weakened immune system. If someone like this lives with you, tell us when you first see mould.

      ## Who does what

      Everyday ventilation and wiping down are things everyone at home can do. Faulty fans, leaks, and damp or mould that
      keeps coming back are ours to investigate and fix: we will not simply assume it is down to how you live.
    `,
    legalNotes:
      `${UK_FITNESS} Damp and mould growth is one of the hazards under the Housing Health and Safety Rating System ` +
      `(Housing Act 2004), which councils can enforce. ${UK_SECTION_11} Whose responsibility mould is depends on its cause: ` +
      `leaks, structural damp, poor ventilation and faulty fans are the landlord’s; tenants are expected to use the heating ` +
      `and ventilation reasonably. Rules for social landlords on response times to damp and mould have been tightened ` +
      `recently: check current guidance. ${UK_ENGLAND_ONLY}`,
    lastReviewed: '2026-11-09',
    steps: [
      {
        key: 'where',
        type: 'question',
        title: 'Where is the damp or mould?',
        content: 'Look at where it appears and when it is worst. Which sounds most like it?',
        timeEstimate: 5,
        options: [
          { text: 'On windows, in corners and behind furniture, worse in cold weather', next: 'fan' },
          {
            text: 'A patch that grows after rain, a stain on the ceiling, or water coming through',
            escalate:
              'Penetrating damp or a leak suspected (patch after rain or ceiling stain). Check the flat above for leaks; ' +
              'book a roofer, plumber or surveyor. Landlord’s repair.',
          },
          {
            text: 'Low on ground-floor walls, with a tide mark',
            escalate: 'Possible rising damp on a ground-floor wall: book a surveyor or damp specialist to inspect. Landlord’s repair.',
          },
        ],
      },
      {
        key: 'fan',
        type: 'question',
        title: 'Check the extractor fans',
        content: text`
          Switch on the bathroom and kitchen extractor fans. Some run with the light, some have a pull cord, and some start
          by themselves when the air is humid. Hold a sheet of toilet paper against the grille: it should be held there by
          the airflow. Do they work?
        `,
        timeEstimate: 5,
        options: [
          { text: 'Both work and hold the paper', next: 'habits' },
          { text: 'A fan is dead, very weak or noisy', next: 'clean' },
          {
            text: 'There is no extractor fan in the bathroom or kitchen',
            escalate:
              'No mechanical extraction in the kitchen or bathroom, with condensation and mould. Inspect for the damp and ' +
              'mould hazard and consider fitting extractor fans.',
          },
        ],
      },
      {
        key: 'clean',
        type: 'instruction',
        title: 'Clean the fan grille',
        content: text`
          Fluff and grease can choke a fan. Switch the fan off, then clean the outside grille with a damp (not wet) cloth or
          the brush of a vacuum cleaner. Do not take the fan apart. Switch it on and try the paper test again.
        `,
        safetyNote:
          'Extractor fans are wired into the mains. Switch the fan off before cleaning, clean only the outside grille, and ' +
          'never spray water or cleaner into the unit.',
        toolsRequired: ['Damp cloth', 'Vacuum cleaner with a brush'],
        timeEstimate: 10,
        options: [
          { text: 'It works now', next: 'habits' },
          {
            text: 'It still does not work properly',
            escalate:
              'Extractor fan faulty after cleaning (not running or very weak), with condensation or mould reported. Book an ' +
              'electrician to repair or replace it.',
          },
        ],
      },
      {
        key: 'habits',
        type: 'instruction',
        title: 'Let the moisture out',
        content: text`
          - Wipe windows and sills dry each morning and wring the cloth out in the sink.
          - Put lids on pans and run the kitchen fan while cooking and for 15 minutes after.
          - After a shower, keep the door shut, leave the fan running and open the window a little for 15 to 20 minutes.
          - Dry clothes outside where you can; otherwise in the bathroom with the door shut and the fan on, not on radiators.
          - Keep the trickle vents in the window frames open.
          - Leave a gap of 5 to 10 cm between furniture and outside walls.
          - Keep rooms steadily warm rather than very hot, then cold.
        `,
        tips: 'A cheap hygrometer shows how humid the air is indoors: aim for roughly 40 to 60%.',
        timeEstimate: 10,
        options: [{ text: 'I am doing these now', next: 'mould' }],
      },
      {
        key: 'mould',
        type: 'question',
        title: 'Is there mould to clean?',
        content: text`
          Small patches (less than about a square metre in all) can be cleaned safely. Larger areas, or mould that comes back
          within a few weeks despite the steps above, need a closer look from us.
        `,
        timeEstimate: 2,
        options: [
          { text: 'No mould, only condensation', success: true },
          { text: 'There are small patches I can clean', next: 'cleanmould' },
          {
            text: 'A large area, or it keeps coming back',
            escalate:
              'Extensive or recurring mould (over about 1 m², or back despite ventilation). Inspect for the damp and mould ' +
              'hazard: ventilation, insulation, leaks. Ask whether children, older people or anyone with a breathing ' +
              'condition lives there, and prioritise if so.',
          },
        ],
      },
      {
        key: 'cleanmould',
        type: 'instruction',
        title: 'Clean small patches of mould',
        content: text`
          Open a window. Wear rubber gloves, and ideally goggles and a mask. Use a mould spray and follow its label (on hard
          surfaces, warm water with washing-up liquid also works). Wipe gently with a damp cloth; do not brush or vacuum dry
          mould, which spreads spores. Put the cloth in a plastic bag and throw it away.
          Then keep up the habits above and check again in a few weeks.
        `,
        safetyNote:
          'Never mix cleaning products, especially bleach with other cleaners: it can give off toxic gas. People with asthma ' +
          'or other breathing problems should not clean mould themselves.',
        toolsRequired: ['Rubber gloves', 'Mould spray', 'Cloths', 'Plastic bag'],
        timeEstimate: 20,
        options: [
          { text: 'It has not come back after a few weeks', success: true },
          {
            text: 'It came back within a few weeks',
            escalate:
              'Mould returned within weeks of cleaning despite ventilation. Inspect for the damp and mould hazard and its ' +
              'cause (ventilation, insulation, leaks); prioritise if vulnerable people live there.',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- UK security
  {
    title: 'Stiff door lock or a key snapped in the lock',
    country: 'UK',
    category: 'security',
    responsibility: 'shared',
    difficulty: 'beginner',
    estimatedDuration: 20,
    tags: ['lock', 'key', 'door', 'snapped key', 'stiff lock', 'upvc door', 'security'],
    description:
      'A lock that is getting hard to turn usually needs lubricating or the door adjusting, and a key snapped in the lock can ' +
      'often be pulled out. If you cannot lock your door or get in, tell us straight away.',
    summary:
      'On a uPVC or composite door, lift the handle fully before turning the key. Lubricate a stiff lock with a dry PTFE or ' +
      'graphite lock lubricant. For a snapped key, grip the broken piece and pull it straight out without pushing it further ' +
      'in. If the door will not lock, or the piece will not come out, we will arrange a locksmith.',
    content: text`
      ## If you cannot lock the door or get in

      A home that cannot be secured is an emergency: call us straight away, day or night.

      ## A stiff lock

      - **uPVC and composite doors** have a multi-point lock: lift the handle all the way up before you turn the key. If it
        only works when you push or pull the door hard, the door has dropped or swollen and needs adjusting: tell us before
        the lock mechanism breaks.
      - **Lubricate** the lock with a dry PTFE spray or graphite powder made for locks, then work the key in and out. Do not
        use cooking oil or thick grease, which collect dirt.
      - **Wipe the key**, and check it is not bent or badly worn.

      ## A snapped key

      - Do not try to turn the lock with the stump, and do not push the broken piece further in.
      - If a bit sticks out, grip it with thin pliers or tweezers and pull straight out.
      - Do not put glue in the lock.
      - Get a new key cut from an original, not from a worn copy.

      ## Who does what

      Keeping the doors and locks in working order is ours. Replacing lost or broken keys, and changing the locks after keys
      are lost, is usually the tenant's cost unless the tenancy agreement says otherwise or they were stolen (give us the
      crime reference number).
    `,
    legalNotes:
      `${UK_SECTION_11} External doors and their locks are part of the structure and exterior the landlord keeps in repair; ` +
      `security against intruders is one of the matters of the Housing Health and Safety Rating System. Lost or damaged ` +
      `keys, and lock changes after keys are lost, are normally the tenant’s cost under the tenancy agreement. ${UK_ENGLAND_ONLY}`,
    lastReviewed: '2026-08-04',
    steps: [
      {
        key: 'what',
        type: 'question',
        title: 'What is happening?',
        content: 'Choose what best describes the problem with your door.',
        timeEstimate: 1,
        options: [
          { text: 'The key is hard to turn, or the lock is stiff', next: 'handle' },
          { text: 'A key has snapped in the lock', next: 'snapped' },
          {
            text: 'I cannot lock the door, or I cannot get in',
            escalate:
              'EMERGENCY: home cannot be secured, or tenant locked out. Send an emergency locksmith; confirm identity before ' +
              'access. Lost keys are usually the tenant’s cost; a failed lock is ours.',
          },
        ],
      },
      {
        key: 'handle',
        type: 'question',
        title: 'On uPVC or composite doors: lift the handle first',
        content: text`
          Most modern front and back doors have a multi-point lock: lift the handle all the way up before you turn the key.
          If it is still stiff, push or pull the door firmly against its seals while you lift and turn.
        `,
        timeEstimate: 3,
        options: [
          { text: 'That works easily now', success: true },
          {
            text: 'It only works if I push or pull the door hard',
            escalate:
              'Door out of alignment (multi-point lock binding). Book a locksmith or door engineer to adjust the hinges and ' +
              'keeps before the gearbox fails. Landlord’s repair.',
          },
          { text: 'It is a wooden door, or lifting the handle does not help', next: 'lube' },
        ],
      },
      {
        key: 'lube',
        type: 'instruction',
        title: 'Lubricate the lock',
        content: text`
          Use a dry PTFE spray or graphite powder made for locks: a short burst into the keyhole, then slide the key in and
          out and turn it several times. Wipe the key clean as well.
        `,
        commonMistakes: 'Using cooking oil or thick grease: they collect dirt and make the lock stiffer over time.',
        toolsRequired: ['PTFE lock spray or graphite powder', 'Clean cloth'],
        timeEstimate: 10,
        options: [
          { text: 'It turns smoothly now', success: true },
          {
            text: 'It is still stiff',
            escalate:
              'Lock still stiff after lubrication: cylinder or mechanism worn. Book a locksmith before it fails (urgent). ' +
              'Landlord’s repair if it is wear.',
          },
        ],
      },
      {
        key: 'snapped',
        type: 'instruction',
        title: 'Remove the broken piece',
        content: text`
          Do not try to turn the lock with the stump, and do not push the broken piece further in.
          If a bit sticks out, grip it with thin pliers or tweezers and pull it straight out. If it is flush with the lock, a
          key extractor tool (from a hardware shop) can hook its teeth: slide it in along the top of the key and pull.
        `,
        tips: 'Keys often snap because the lock is stiff or the key is worn: get a new key cut from an original and tell us if the lock was stiff.',
        commonMistakes: 'Putting the spare key in before the broken piece is fully out, or using glue.',
        toolsRequired: ['Thin pliers or tweezers', 'Key extractor tool (optional)'],
        timeEstimate: 10,
        options: [
          { text: 'It is out and the lock works with my spare key', success: true },
          {
            text: 'I cannot get it out',
            escalate:
              'Broken key stuck in the lock. Book a locksmith to extract it and check the door can be secured meanwhile. ' +
              'Usually the tenant’s cost unless the lock was faulty.',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- UK security (fire safety)
  {
    title: 'Smoke alarm chirping or beeping',
    country: 'UK',
    category: 'security',
    responsibility: 'shared',
    difficulty: 'beginner',
    estimatedDuration: 15,
    tags: ['smoke alarm', 'carbon monoxide alarm', 'chirping', 'battery', 'fire safety'],
    description:
      'A short chirp every minute or so usually means the smoke alarm’s battery is low, or the alarm has reached the end of ' +
      'its life. Never take an alarm down without replacing it.',
    summary:
      'Find the chirping alarm, check its date, and change the battery if it has a replaceable one. Sealed ten-year alarms, ' +
      'mains-wired alarms and alarms past their date are ours to replace. A carbon monoxide alarm sounding is an emergency.',
    content: text`
      ## A chirp or an alarm?

      - A **single short chirp every 30 to 60 seconds** is a warning about the battery or the alarm itself.
      - A **loud, continuous alarm** means smoke or, from a carbon monoxide alarm, dangerous fumes.

      ## If a carbon monoxide alarm sounds

      Open doors and windows, turn off gas appliances if you can, leave the home and call the National Gas Emergency Service
      on **0800 111 999**. If anyone feels unwell, call **999**.

      ## Changing the battery

      1. Find the chirping alarm: stand under each one (including carbon monoxide alarms near the boiler) until you hear it.
      2. Use a steady step ladder, not a chair. Twist the alarm off its base (most turn anticlockwise).
      3. Check the label for a "replace by" or manufacture date: alarms last about ten years.
      4. If it has a battery flap, fit a new battery of the type shown (usually 9V or AA).
      5. Refit the alarm and hold the test button until it sounds.

      ## Ours to replace

      - **Sealed alarms** with a ten-year battery (no battery flap)
      - **Mains-wired** alarms that chirp or fail the test
      - Any alarm **past its date**, or that still chirps or stays silent on test after a new battery

      ## Test your alarms every month

      Press the test button on every alarm once a month. Never remove the battery to stop false alarms from cooking: open a
      window and use the hush button instead.
    `,
    legalNotes:
      'Smoke and Carbon Monoxide Alarm (England) Regulations 2015, as amended from 1 October 2022: the landlord must fit a ' +
      'smoke alarm on every storey used as living accommodation and a carbon monoxide alarm in every room with a fixed ' +
      'combustion appliance (other than a gas cooker), check they work on the first day of each tenancy, and repair or ' +
      'replace an alarm once told it is faulty. Testing alarms regularly and changing replaceable batteries is normally the ' +
      'tenant’s part. Scotland and Wales have their own, different alarm rules.',
    lastReviewed: '2026-10-20',
    steps: [
      {
        key: 'which',
        type: 'safety_warning',
        title: 'Is it a chirp, or a full alarm?',
        content: text`
          A single short chirp every 30 to 60 seconds is a warning about the battery or the alarm itself.
          A loud continuous alarm means smoke or, from a carbon monoxide alarm, dangerous fumes.
        `,
        safetyNote:
          'If a carbon monoxide alarm is sounding: open doors and windows, turn off gas appliances if you can, leave the home ' +
          'and call 0800 111 999; call 999 if anyone feels unwell. If there is smoke or fire, get everyone out and call 999.',
        timeEstimate: 1,
        options: [
          { text: 'A chirp every minute or so', next: 'find' },
          { text: 'A smoke alarm is going off, but there is no smoke or fire', next: 'hush' },
          {
            text: 'A carbon monoxide alarm is sounding',
            escalate:
              'EMERGENCY: carbon monoxide alarm activated. Tenant told to ventilate, leave and call 0800 111 999 (999 if ' +
              'anyone is unwell). After the emergency visit, book a Gas Safe registered engineer to check appliances and flues.',
          },
        ],
      },
      {
        key: 'hush',
        type: 'instruction',
        title: 'Silence a false alarm',
        content: text`
          Steam from cooking or a shower, burnt toast and dust can set off a smoke alarm. Make sure there really is no fire,
          open windows, and press the test or hush button to silence it for a few minutes while the air clears.
          Do not take the battery out or cover the alarm.
        `,
        timeEstimate: 5,
        options: [
          { text: 'It stopped and has stayed quiet', success: true },
          {
            text: 'It keeps going off for no reason',
            escalate:
              'Repeated false smoke alarms: alarm faulty or badly placed (e.g. next to the kitchen). Book an electrician to ' +
              'check or replace it; the tenant must not disconnect it.',
          },
        ],
      },
      {
        key: 'find',
        type: 'instruction',
        title: 'Find the chirping alarm and check it',
        content: text`
          Stand under each alarm, including carbon monoxide alarms near the boiler, until you find the one that chirps.
          Twist it off its base (most turn anticlockwise) and look at the label for a "replace by" or manufacture date:
          alarms last about ten years. Does it have a battery flap, or is it sealed? Is its base wired into the ceiling?
        `,
        safetyNote: 'Use a steady step ladder, not a chair, and ask someone to hold it if you can.',
        toolsRequired: ['Step ladder'],
        timeEstimate: 5,
        options: [
          { text: 'It has a battery flap and is within its date', next: 'battery' },
          {
            text: 'It is sealed, or past its date',
            escalate:
              'Smoke or CO alarm at end of life, or a sealed ten-year alarm chirping: replace the alarm. The tenant must not ' +
              'be left without a working alarm: treat as urgent.',
          },
          {
            text: 'It is wired into the ceiling',
            escalate:
              'Mains-wired alarm chirping: backup battery or unit failing. Book an electrician to replace it and check any ' +
              'interlinked alarms.',
          },
        ],
      },
      {
        key: 'battery',
        type: 'instruction',
        title: 'Replace the battery and test',
        content: text`
          Fit a new battery of the type printed on the alarm (usually a 9V or AA). Refit the alarm on its base and hold the
          test button until it sounds. Some alarms chirp a few more times after a battery change: press the test button once
          more.
        `,
        toolsRequired: ['Step ladder', 'New battery (9V or AA, as marked on the alarm)'],
        timeEstimate: 5,
        options: [
          { text: 'The chirping has stopped and the test sounds', success: true },
          {
            text: 'It still chirps, or stays silent on test',
            escalate: 'Smoke alarm faulty after a new battery: replace the alarm (urgent).',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- DE heating
  {
    title: 'Radiator gurgling or cold at the top (Heizung entlüften)',
    country: 'DE',
    category: 'heating',
    responsibility: 'shared',
    difficulty: 'beginner',
    estimatedDuration: 45,
    tags: ['radiator', 'bleeding', 'Heizung entlüften', 'gurgling', 'heating season', 'heating'],
    description:
      'A radiator that gurgles or stays cold at the top has air in it. Bleeding it ("Heizung entlüften") takes a few minutes ' +
      'with a radiator key, and is worth doing at the start of each heating season.',
    summary:
      'Open the thermostatic valve fully to check, then close it and let the radiator cool; open the bleed valve until water ' +
      'comes out and close it. If your flat has its own gas boiler, check its pressure afterwards. On the building’s central ' +
      'heating, tell us if several radiators or neighbours are affected: the system is topped up by the caretaker or heating ' +
      'company, not by you.',
    content: text`
      ## When to bleed a radiator

      - It gurgles, splashes or ticks when the heating comes on.
      - It is warm at the bottom but cold at the top.
      - At the start of the heating season, after the heating has been off all summer.

      ## What you need

      - A radiator key ("Entlüftungsschlüssel", from any DIY store)
      - A cup and a cloth

      ## How to do it

      1. Turn the thermostatic valve to 5 and wait until the radiator is warm, to see where it is cold.
      2. Turn the valve to 0 (or the frost symbol) and let the radiator cool until it is lukewarm. If your flat has its own
         gas boiler ("Gastherme"), switch its heating off as well.
      3. Hold the cup under the bleed valve (top corner, opposite the thermostatic valve), fit the key and turn it
         anticlockwise about half a turn.
      4. When air stops hissing and water runs without bubbles, close the valve.
      5. Own boiler: check its pressure gauge and top up as the manual says if it has dropped.
      6. Turn the valve back up and check the radiator warms evenly.

      ## Central heating or your own boiler?

      In most blocks of flats the heating is a central system for the whole building. You can bleed your radiators, but the
      system pressure is looked after by the caretaker or heating company. If several radiators, or your neighbours', keep
      gurgling, tell us: the system itself may need topping up.

      ## Who does what

      We keep the heating in working order. Bleeding a radiator is a small job most tenants do themselves; if you would
      rather not, or it does not help, tell us. Please report heating problems promptly.
    `,
    legalNotes:
      `${DE_535} No law says who bleeds radiators: many tenants do it themselves and some tenancy agreements or house rules ` +
      `ask them to; if the agreement is silent, the landlord does it on request. Heating that does not work properly in the ` +
      `heating season is a defect the landlord must fix and can justify a rent reduction (§536 BGB). ${DE_536C}`,
    lastReviewed: '2026-10-01',
    steps: [
      {
        key: 'check',
        type: 'question',
        title: 'Is it air in the radiator?',
        content: text`
          Turn the thermostatic valve to 5 (fully open) and wait about 20 minutes.
          Does the radiator gurgle, or is it warm at the bottom but cold at the top?
        `,
        timeEstimate: 20,
        options: [
          { text: 'Yes: it gurgles, or the top stays cold', next: 'cool' },
          { text: 'The radiator stays cold all over', next: 'valve' },
          {
            text: 'Every radiator in the flat is cold',
            escalate:
              'All radiators cold: heating fault, or the central heating has not been switched on for the season. Check with ' +
              'the caretaker or heating company; urgent in the heating season.',
          },
        ],
      },
      {
        key: 'cool',
        type: 'safety_warning',
        title: 'Close the valve and let it cool',
        content: text`
          Turn the thermostatic valve to 0 (or the frost symbol) and wait until the radiator is only lukewarm, about
          20 minutes. If your flat has its own gas boiler, switch its heating off too.
        `,
        safetyNote: 'Hot water under pressure can spray out of the valve and scald. Wait until the radiator is only lukewarm.',
        timeEstimate: 20,
        options: [{ text: 'Done: the radiator is lukewarm', next: 'bleed' }],
      },
      {
        key: 'bleed',
        type: 'instruction',
        title: 'Open the bleed valve',
        content: text`
          The bleed valve ("Entlüftungsventil") is at the top corner opposite the thermostatic valve. Hold the cup and cloth
          under it, put the radiator key on the square pin and turn it anticlockwise about half a turn.
          Air hisses out; as soon as water runs without bubbles, close it clockwise.
        `,
        commonMistakes: 'Opening the valve too far: the pin can come out. Half a turn is enough.',
        toolsRequired: ['Radiator key (Entlüftungsschlüssel)', 'Cup', 'Cloth'],
        timeEstimate: 10,
        options: [
          { text: 'Air came out, then water, and it is closed again', next: 'pressure' },
          {
            text: 'Nothing comes out, not even water',
            escalate:
              'No water at the bleed valve: system pressure too low or valve blocked. Central heating: ask the caretaker or ' +
              'heating company to top up the system. Own boiler: heating engineer.',
          },
        ],
      },
      {
        key: 'pressure',
        type: 'question',
        title: 'Own boiler: check the pressure',
        content: text`
          If your flat has its own gas boiler, look at its pressure gauge: with the heating cold it is usually between about
          1 and 2 bar (the manual or a sticker gives the right range). On the building's central heating there is nothing
          for you to check.
        `,
        timeEstimate: 5,
        options: [
          { text: 'The pressure is fine, or we are on central heating', next: 'result' },
          {
            text: 'Our own boiler shows low pressure',
            escalate:
              'Own gas boiler (Etagenheizung) low on pressure after bleeding. Talk the tenant through refilling per the ' +
              'manual, or book a heating engineer.',
          },
        ],
      },
      {
        key: 'result',
        type: 'question',
        title: 'Turn the valve back up: is it warm all over?',
        content: 'Turn the thermostatic valve back to your usual setting and check the radiator after 20 minutes.',
        timeEstimate: 20,
        options: [
          { text: 'Yes, it warms evenly now', success: true },
          {
            text: 'It still gurgles or stays cold at the top',
            escalate:
              'Air keeps returning after bleeding: pressure, pump or balancing problem, or a leak. Book a heating engineer; ' +
              'check whether other flats on the system are affected.',
          },
        ],
      },
      {
        key: 'valve',
        type: 'instruction',
        title: 'Free a stuck valve pin',
        content: text`
          After the summer the pin under the thermostatic head can stick. Turn the head to 5 and unscrew it (usually a
          knurled nut or a clip). Press the metal pin gently a few times with a small tool until it springs back freely, then
          put the head back on.
        `,
        timeEstimate: 10,
        options: [
          { text: 'It warms up now', success: true },
          {
            text: 'It is still cold',
            escalate:
              'Radiator stays cold: valve insert faulty or blocked. Book a heating engineer. Landlord’s repair; a small-repairs ' +
              'clause may cover a thermostatic head within its cap.',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- DE plumbing
  {
    title: 'Slow or blocked sink, basin or shower drain (Abfluss verstopft)',
    country: 'DE',
    category: 'plumbing',
    responsibility: 'shared',
    difficulty: 'beginner',
    estimatedDuration: 30,
    tags: ['drain', 'blocked sink', 'shower drain', 'Abfluss verstopft', 'plunger', 'siphon'],
    description:
      'Most slow drains are blocked close to the plughole by grease, hair or soap, and can be cleared in half an hour without ' +
      'chemicals. If several drains are slow, or water comes up somewhere else, the blockage is in the building’s pipes: ' +
      'tell us straight away.',
    summary:
      'Try hot water with washing-up liquid, clean the shower strainer, use a plunger, and then clean the trap under the ' +
      'basin. Do not use chemical drain cleaners. If it is still blocked, or more than one drain is affected, we send a drain ' +
      'cleaning company.',
    content: text`
      ## One drain or several?

      If only one sink, basin or shower is slow, the blockage is usually within a metre of the plughole and you can often
      clear it. If several drains are slow, water comes up in another drain, or it smells of sewage, the blockage is further
      down in the building's pipes: stop using water and tell us.

      ## What to try, in this order

      1. **Hot water and washing-up liquid:** a good squirt, then a kettle of hot (not boiling) water. Wait ten minutes.
      2. **Shower and bath drains:** lift the cover and pull out hair and soap from the strainer.
      3. **Plunger ("Saugglocke"):** cover the overflow with a wet cloth and pump firmly 10 to 15 times.
      4. **The trap under the basin ("Siphon"):** put a bucket under it, unscrew it by hand, clean it and screw it back.

      ## Please do not

      - Use chemical drain cleaners: they damage pipes and seals and can splash into your eyes.
      - Pour cooking fat, coffee grounds or cat litter down the sink, or flush wipes.

      ## Who does what

      The drains are part of the building, which we maintain. If a blockage was caused by what went down it (grease, wipes,
      hygiene products), the cost of clearing it can be passed on. Clearing your own plughole and trap is quick and free.
    `,
    legalNotes:
      `${DE_535} A tenant who caused a blockage (for example with fat, wipes or cat litter) can be charged for clearing it; ` +
      `where pipes are shared and the cause cannot be traced to one flat, the landlord generally bears the cost. A ` +
      `small-repairs clause covers parts the tenant handles often, not pipes in the walls. ${DE_536C}`,
    lastReviewed: '2026-09-08',
    steps: [
      {
        key: 'which',
        type: 'question',
        title: 'Which drain is slow?',
        content: 'Run a little water in the other sinks, basin, shower and bath. What do you find?',
        timeEstimate: 3,
        options: [
          { text: 'Only the kitchen sink or a basin', next: 'hot' },
          { text: 'Only the shower or bath', next: 'hair' },
          {
            text: 'Several drains are slow, water comes up elsewhere, or it smells of sewage',
            escalate:
              'Several drains blocked or backing up: blockage in the building’s pipes. Tenant to stop using water. Send a ' +
              'drain cleaning company (Rohrreinigung) and warn the other tenants on the same stack. Landlord’s cost unless ' +
              'a cause can be traced to one flat.',
          },
        ],
      },
      {
        key: 'hot',
        type: 'instruction',
        title: 'Hot water and washing-up liquid',
        content: text`
          Pour a good squirt of washing-up liquid into the drain, followed by a kettle of hot (not boiling) water.
          Wait ten minutes, then run the tap. This dissolves grease, the most common cause in kitchens.
        `,
        safetyNote:
          'Do not use chemical drain cleaners: they can damage pipes and seals, and splash into your eyes, above all if you ' +
          'use a plunger afterwards.',
        timeEstimate: 15,
        options: [
          { text: 'It drains freely now', success: true },
          { text: 'It is still slow', next: 'plunger' },
        ],
      },
      {
        key: 'hair',
        type: 'instruction',
        title: 'Clean the shower or bath drain',
        content: text`
          Lift or unscrew the drain cover and pull out the hair and soap from the strainer or the trap insert underneath,
          wearing rubber gloves or using a plastic drain hair remover. Rinse with hot water and refit the cover.
        `,
        toolsRequired: ['Rubber gloves', 'Plastic drain hair remover'],
        timeEstimate: 10,
        options: [
          { text: 'It drains freely now', success: true },
          { text: 'It is still slow', next: 'plunger' },
        ],
      },
      {
        key: 'plunger',
        type: 'instruction',
        title: 'Use a plunger',
        content: text`
          Leave a little water in the sink or shower tray so the cup of the plunger is covered. Block the overflow hole with a
          wet cloth (and the other plughole of a double sink), put the plunger over the drain and pump firmly 10 to 15 times,
          then pull it off sharply.
        `,
        toolsRequired: ['Plunger (Saugglocke)', 'Wet cloth'],
        timeEstimate: 10,
        options: [
          { text: 'It drains freely now', success: true },
          { text: 'It is still blocked, and it is a sink or basin', next: 'trap' },
          {
            text: 'It is still blocked, and it is a shower or bath',
            escalate:
              'Shower or bath drain still blocked after cleaning the strainer and plunging. Send a plumber or drain cleaning ' +
              'company; the cost can be passed on only if the tenant caused the blockage.',
          },
        ],
      },
      {
        key: 'trap',
        type: 'instruction',
        title: 'Clean the trap under the sink (Siphon)',
        content: text`
          Put a bucket under the U-shaped or bottle-shaped trap under the basin. Unscrew the plastic nuts by hand, empty and
          clean the trap, and screw it back hand-tight with the rubber seals where they were. Run water and check for drips.
        `,
        commonMistakes:
          'Losing or twisting the rubber seals, or over-tightening the plastic nuts: the trap will drip. Put the seals back the way they came out.',
        toolsRequired: ['Bucket', 'Rubber gloves', 'Old towel'],
        timeEstimate: 15,
        options: [
          { text: 'It drains freely and nothing drips', success: true },
          {
            text: 'It is blocked further down, past the trap',
            escalate:
              'Blockage in the pipe behind the trap or in the wall. Send a plumber or drain cleaning company; the cost can ' +
              'be passed on only if the tenant caused it (fat, wipes).',
          },
          {
            text: 'The trap drips since I refitted it',
            escalate: 'Sink trap leaking after cleaning: plumber to refit or replace the seals. Small repair.',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- DE appliances
  {
    title: 'Fridge or freezer not cold enough',
    country: 'DE',
    category: 'appliances',
    responsibility: 'shared',
    difficulty: 'beginner',
    estimatedDuration: 30,
    tags: ['fridge', 'freezer', 'not cooling', 'defrost', 'Kühlschrank', 'appliance'],
    description:
      'A fridge that is not cold enough is often a setting, a door that does not seal, or a freezer full of ice. These checks ' +
      'take half an hour; a full defrost takes a few hours.',
    summary:
      'Check the power and the fuse box, the temperature setting (about 5°C for the fridge, −18°C for the freezer) and the ' +
      'door seal, and defrost a freezer with thick ice. If it still does not cool after a day, it needs a repair: ours if the ' +
      'appliance was let with the flat, yours if you own it.',
    content: text`
      ## Quick checks

      - **Power:** does the light come on when you open the door? Is the plug in, and does the socket work?
      - **Setting:** about **5°C** in the fridge and **−18°C** in the freezer. On many dials a higher number means colder.
      - **Door seal:** close the door on a sheet of paper. If it slides out easily, the seal is not closing there.
      - **Space:** do not overfill, keep the vents inside clear, and leave a gap behind the appliance for air.
      - **Ice:** more than about 5 mm of ice in the freezer, or a frozen back wall in the fridge, stops it cooling.

      ## Defrosting

      Move the food to a cool box or a neighbour's freezer, switch off and unplug, and leave the door open with towels and a
      tray underneath. Let the ice melt by itself: do not chip at it with a knife. Clean, dry, switch back on and wait a few
      hours before you put the food back.

      ## Food safety

      If the freezer has thawed, do not refreeze food that has defrosted: cook it soon or throw it away. When in doubt,
      throw it out.

      ## Who does what

      If the fridge or freezer was let with the flat (for example as part of a fitted kitchen named in your tenancy
      agreement), we maintain it; small repairs may be charged under a small-repairs clause, within its limits. Appliances
      you own, or took over from the previous tenant, are yours.
    `,
    legalNotes:
      `${DE_535} A fridge let with the flat (for example in a fitted kitchen named in the tenancy agreement) is part of the ` +
      `rented property the landlord maintains; one the tenant owns or took over from the previous tenant is the tenant’s. ` +
      `${DE_SMALL_REPAIRS} Whether a kitchen appliance is covered depends on the clause’s wording. ${DE_536C}`,
    lastReviewed: '2026-07-14',
    steps: [
      {
        key: 'power',
        type: 'question',
        title: 'Is it getting power?',
        content: 'Open the door: does the light come on? Can you hear the compressor hum now and then?',
        timeEstimate: 2,
        options: [
          { text: 'The light is on and it runs', next: 'settings' },
          { text: 'No light, and nothing runs', next: 'socket' },
        ],
      },
      {
        key: 'socket',
        type: 'instruction',
        title: 'Check the plug and the fuse box',
        content: text`
          Check the plug is pushed fully in, and try the socket with a lamp or phone charger. If the socket is dead, look in
          the fuse box ("Sicherungskasten") for a switch that has tripped (a residual current switch, "FI-Schutzschalter", or
          a circuit breaker) and switch it back on.
        `,
        safetyNote: 'Do not touch the fuse box with wet hands. If the switch trips again straight away, leave it off and tell us.',
        timeEstimate: 5,
        options: [
          { text: 'It runs again', next: 'wait' },
          {
            text: 'The socket works, but the fridge is dead',
            escalate:
              'Fridge or freezer dead although the socket has power: appliance fault. If let with the flat, book an ' +
              'appliance repair (a small-repairs clause may apply within its cap); if the tenant owns it, theirs to repair.',
          },
          {
            text: 'The switch in the fuse box keeps tripping',
            escalate: 'Circuit trips repeatedly with the fridge plugged in: appliance or wiring fault. Book an electrician.',
          },
        ],
      },
      {
        key: 'settings',
        type: 'instruction',
        title: 'Check the temperature setting and the door seal',
        content: text`
          Set the fridge to about 5°C and the freezer to −18°C (on many dials a higher number means colder).
          Close the door on a sheet of paper in a few places: if it slides out easily, the seal is not closing there. Clean
          the seal with warm soapy water. Make sure the fridge is not overfilled, the vents inside are clear, and there is a
          gap behind it for air.
        `,
        tips: 'A cheap fridge thermometer on the middle shelf tells you the real temperature.',
        timeEstimate: 10,
        options: [
          { text: 'A setting, the door or the vents were the problem and I have fixed it', next: 'wait' },
          { text: 'Settings and seal are fine', next: 'ice' },
        ],
      },
      {
        key: 'ice',
        type: 'instruction',
        title: 'Defrost it if there is thick ice',
        content: text`
          More than about 5 mm of ice in the freezer, or a frozen back wall in the fridge, stops it cooling.
          Move the food to a cool box or a neighbour's freezer, switch off and unplug, and leave the door open with towels and
          a tray underneath. Let the ice melt by itself (a few hours), then clean, dry and switch back on. Wait a few hours
          before you put the food back.
        `,
        commonMistakes:
          'Chipping at the ice with a knife or using a hair dryer: you can pierce the cooling pipes or get an electric shock.',
        toolsRequired: ['Cool box', 'Old towels', 'Tray'],
        timeEstimate: 180,
        options: [
          { text: 'I have defrosted it and it is running again', next: 'wait' },
          {
            text: 'There is no ice build-up',
            escalate:
              'Fridge or freezer runs but does not cool (settings, seal and ice checked): thermostat, compressor or ' +
              'refrigerant fault. Book an appliance engineer if it was let with the flat; otherwise it is the tenant’s.',
          },
        ],
      },
      {
        key: 'wait',
        type: 'question',
        title: 'Check again after a day',
        content:
          'Give it 24 hours with the door closed as much as possible. Is it cold again (about 5°C in the fridge, −18°C in the freezer)?',
        timeEstimate: 2,
        options: [
          { text: 'Yes, it is cold again', success: true },
          {
            text: 'No, it is still not cold enough',
            escalate:
              'Fridge or freezer still not cold 24 hours after the checks. Book an appliance engineer if it was let with the ' +
              'flat; if the tenant owns it, let them know it is theirs to repair.',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- DE security
  {
    title: 'Tilt-and-turn window stuck or will not close (Dreh-Kipp-Fenster)',
    country: 'DE',
    category: 'security',
    responsibility: 'landlord',
    difficulty: 'beginner',
    estimatedDuration: 15,
    tags: ['window', 'tilt and turn', 'Dreh-Kipp-Fenster', 'stuck window', 'window handle', 'security'],
    description:
      'Tilt-and-turn windows can jam if the handle is turned while the window is tilted: the sash then hangs from one top ' +
      'corner and will not close. It can usually be put back in a couple of minutes.',
    summary:
      'Hold the sash safely. If it hangs from one corner, press it back into the frame, turn the handle up to "tilt" and then ' +
      'down to "closed". If the handle is blocked, press the sash firmly into the frame to release the safety catch. Broken ' +
      'glass, a loose hinge or a window that will not lock is ours to repair.',
    content: text`
      ## How the handle works

      - **Handle down:** closed and locked.
      - **Handle horizontal:** the window opens inwards like a door ("turn").
      - **Handle up:** the window tilts open at the top ("tilt").

      Turning the handle while the window is open or tilted can unhook the sash at the top, so that it hangs from one corner.

      ## Putting a hanging sash back

      1. Hold the sash with one hand so it cannot swing or drop.
      2. Press its top corner on the handle side firmly into the frame, so the sash sits flat in it.
      3. While holding it there, turn the handle up to the tilt position, then down to closed.
      4. Open and close the window normally to check it works.

      ## A handle that will not turn

      Many windows have a small safety catch ("Fehlbedienungssperre") on the edge of the sash that blocks the handle while
      the window is open. Press the sash firmly into the frame along its whole height, then turn the handle.

      ## Who does what

      Windows are part of the flat, and we repair them. A handle or small locking part may be charged to you under a
      small-repairs clause, within its limits. Please tell us as soon as a window will not close or lock.
    `,
    legalNotes:
      `${DE_535} Windows are part of the rented property the landlord maintains. ${DE_SMALL_REPAIRS} Damage caused by misuse ` +
      `(for example forcing a blocked handle) can be charged to the tenant. ${DE_536C}`,
    lastReviewed: '2026-09-29',
    steps: [
      {
        key: 'which',
        type: 'safety_warning',
        title: 'Hold the window safely',
        content: 'First hold the sash with one hand so it cannot swing or drop. Then choose what describes the problem.',
        safetyNote:
          'A sash hanging from one hinge is heavy and can fall. Keep children away, do not lean out on upper floors, and do ' +
          'not touch cracked or broken glass.',
        timeEstimate: 1,
        options: [
          { text: 'The window hangs from one top corner and will not close', next: 'rehang' },
          { text: 'The handle will not turn', next: 'catch' },
          { text: 'It closes, but will not lock or lets a draught through', next: 'adjust' },
          {
            text: 'The glass is broken, or a hinge has come loose',
            escalate:
              'Window glass or hinge broken. Make the opening safe and secure (emergency glazier or board-up, at once on the ' +
              'ground floor or if it cannot be closed). Landlord’s repair unless the tenant caused it; crime reference if a break-in.',
          },
        ],
      },
      {
        key: 'rehang',
        type: 'instruction',
        title: 'Put the sash back into the frame',
        content: text`
          1. Press the top corner of the sash on the handle side firmly into the frame, so the sash sits flat in it.
          2. While holding it there, turn the handle up to the tilt position.
          3. Then turn the handle down to closed.
          4. Open and close the window normally to check it works.
        `,
        tips: 'If it does not catch the first time, turn the handle to horizontal and try again, pressing the top corner firmly in.',
        timeEstimate: 5,
        options: [
          { text: 'It is closed and locks normally', success: true },
          {
            text: 'It will not go back in',
            escalate:
              'Tilt-and-turn sash jammed after misuse and cannot be closed. Send a window fitter or the caretaker; urgent ' +
              '(at once in winter or on the ground floor).',
          },
        ],
      },
      {
        key: 'catch',
        type: 'instruction',
        title: 'Release the safety catch',
        content: text`
          Many windows have a small catch on the edge of the sash that blocks the handle while the window is open, to prevent
          exactly this jam. Press the sash firmly into the frame along its whole height, which releases the catch, and then
          turn the handle. Do not force it.
        `,
        timeEstimate: 5,
        options: [
          { text: 'The handle turns now', success: true },
          {
            text: 'It is still blocked',
            escalate:
              'Window handle blocked: catch or gearing faulty. Send a window fitter. A handle may fall under the ' +
              'small-repairs clause within its cap.',
          },
        ],
      },
      {
        key: 'adjust',
        type: 'instruction',
        title: 'Check it closes flush',
        content: text`
          Close the window and turn the handle fully down. Check nothing is caught in the frame (a blind cord, dirt in the
          lower rebate) and wipe the seals clean. Put a drop of oil or window-fitting spray on the moving parts you can see on
          the edge of the sash, then open and close it a few times.
        `,
        toolsRequired: ['Cloth', 'Oil or spray for window fittings'],
        timeEstimate: 10,
        options: [
          { text: 'It locks and seals properly now', success: true },
          {
            text: 'It still will not lock, or it is draughty',
            escalate:
              'Window does not lock or seal after cleaning: fittings need adjusting. Send a window fitter; landlord’s repair ' +
              '(a handle or small part may fall under the small-repairs clause).',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- FR heating
  {
    title: 'Gas boiler in safety mode (chaudière en sécurité)',
    country: 'FR',
    category: 'heating',
    responsibility: 'shared',
    difficulty: 'beginner',
    estimatedDuration: 30,
    tags: ['boiler', 'chaudière en sécurité', 'gas boiler', 'reset', 'annual servicing', 'entretien chaudière'],
    description:
      'A gas boiler "in safety" ("chaudière en sécurité") has shut itself down and shows a red light or a fault code. Some ' +
      'causes you can check yourself: the gas supply, the water pressure and the air vents. In France, the annual boiler ' +
      'service is the tenant’s to book.',
    summary:
      'First make sure there is no smell of gas and nobody feels unwell. Then check the gas tap, the water pressure (about ' +
      '1 to 1.5 bar) and the air vents, and reset once. If it goes into safety again, a qualified engineer must look at it. ' +
      'Keep your annual service certificate: we may ask for it.',
    content: text`
      ## Why a boiler goes into safety

      The boiler stops itself when something is not right: the flame does not light or goes out, the water pressure is too
      low, or the flue or air supply is not working properly. It shows a red light or a code and waits for a reset.

      ## Safety first

      - **Smell of gas:** do not touch switches, open the windows, close the gas tap at the meter, leave and call
        **GRDF Urgence Sécurité Gaz on 0 800 47 33 33** (free, 24/7) or **112**.
      - **Headaches, dizziness or nausea** that get better outside can be carbon monoxide poisoning: air the home, leave and
        call **15** (SAMU), **18** (fire brigade) or **112**.

      ## Checks you can do

      - **Gas:** is the yellow gas tap under the boiler open (handle in line with the pipe)? Does the hob light?
      - **Pressure:** cold, the gauge usually reads about 1 to 1.5 bar (see your manual). The filling tap is under the boiler.
      - **Air:** the ventilation grilles in the room must never be blocked, and nothing should be stacked on the boiler.
      - **Reset:** press the reset button once; not more than twice in a row.

      ## The annual service

      In France the tenant must have a gas boiler serviced once a year by a qualified professional and keep the certificate
      ("attestation d'entretien"). A boiler that has not been serviced goes into safety more often.

      ## Who does what

      Servicing, routine upkeep and small parts are the tenant's. Larger repairs and replacing a worn-out boiler are ours,
      unless the fault comes from a lack of servicing.
    `,
    legalNotes:
      `${FR_1989} The decree’s list includes small parts of gas appliances (for example seals and the piezo igniter) and ` +
      `cleaning the heating, and the annual servicing of gas boilers required since 2009 (décret n°2009-649 of 9 June 2009) ` +
      `is booked and paid by the tenant unless the lease or a building maintenance contract provides otherwise. Replacing ` +
      `the boiler or major parts is the landlord’s, unless the failure results from a lack of servicing. A decent home must ` +
      `have gas installations in good working order and up to safety standards (décret n°2002-120 of 30 January 2002).`,
    lastReviewed: '2026-10-27',
    steps: [
      {
        key: 'safe',
        type: 'safety_warning',
        title: 'First: a smell of gas, or anyone unwell?',
        content:
          'Is there a smell of gas, or does anyone have a headache, dizziness or nausea that gets better outside? If so, do not touch the boiler.',
        safetyNote:
          'Smell of gas: do not touch switches, open the windows, close the gas tap at the meter, leave and call GRDF Urgence ' +
          'Sécurité Gaz on 0 800 47 33 33 (free, 24/7) or 112. Carbon monoxide symptoms: air the home, leave and call 15, 18 or 112.',
        timeEstimate: 1,
        options: [
          { text: 'No smell of gas, and nobody feels unwell', next: 'gas' },
          {
            text: 'There is a smell of gas, or someone feels unwell',
            escalate:
              'EMERGENCY: gas smell or possible carbon monoxide. Tenant told to leave and call GRDF 0 800 47 33 33 or 112 ' +
              '(15/18 if unwell); boiler not to be reset. Qualified engineer once the emergency services have made safe.',
          },
        ],
      },
      {
        key: 'gas',
        type: 'question',
        title: 'Is gas reaching the boiler?',
        content: text`
          Is the yellow gas tap on the pipe under the boiler open (handle in line with the pipe)?
          If you have a gas hob, does it light?
        `,
        timeEstimate: 3,
        options: [
          { text: 'Yes, the gas is on', next: 'pressure' },
          { text: 'The gas tap under the boiler was closed: I have opened it', next: 'reset' },
          {
            text: 'There is no gas anywhere in the home',
            escalate:
              'No gas supply to the home, not a boiler fault. Tenant to contact their gas supplier, or GRDF if a network ' +
              'fault or leak is suspected.',
          },
        ],
      },
      {
        key: 'pressure',
        type: 'question',
        title: 'Check the water pressure',
        content: text`
          Look at the pressure gauge or the display: with the boiler cold it usually reads about 1 to 1.5 bar (your manual
          gives the exact range). If it is low, open the filling tap ("robinet de remplissage", under the boiler) slowly,
          watch the gauge, and close it at about 1.5 bar.
        `,
        commonMistakes: 'Leaving the filling tap open: the pressure climbs too high and the safety valve releases water.',
        timeEstimate: 10,
        options: [
          { text: 'The pressure was fine', next: 'vents' },
          { text: 'It was low and I have topped it up to about 1.5 bar', next: 'reset' },
          {
            text: 'It is low and I cannot find or turn the filling tap',
            escalate: 'Boiler pressure low; tenant cannot refill it. Talk them through it by phone or send a heating engineer.',
          },
        ],
      },
      {
        key: 'vents',
        type: 'instruction',
        title: 'Make sure the boiler can breathe',
        content: text`
          A gas boiler needs air. Check that the ventilation grilles in the room (in the wall, window or door) are not
          covered or blocked, and that nothing is stacked on or against the boiler or its flue.
        `,
        safetyNote: 'Never block the air vents in a room with a gas appliance: it can cause carbon monoxide poisoning.',
        timeEstimate: 5,
        options: [{ text: 'The vents are clear', next: 'reset' }],
      },
      {
        key: 'reset',
        type: 'instruction',
        title: 'Reset the boiler once',
        content: text`
          Press the reset button (often marked "Reset", "R" or with a flame symbol) for a few seconds, or as your manual says,
          and wait a few minutes. Note down any code shown. Do not reset it more than twice in a row.
        `,
        timeEstimate: 5,
        options: [
          { text: 'It restarted: heating and hot water work', next: 'service' },
          {
            text: 'It went back into safety',
            escalate:
              'Boiler back in safety after the checks and a reset. Get the make, model, fault code and the date of the last ' +
              'annual service; send a heating engineer (chauffagiste). Small parts and servicing are the tenant’s cost; ' +
              'larger repairs ours unless caused by a lack of servicing.',
          },
        ],
      },
      {
        key: 'service',
        type: 'question',
        title: 'When was the boiler last serviced?',
        content: text`
          In France the tenant must have a gas boiler serviced once a year by a qualified professional and keep the
          certificate ("attestation d'entretien"). When was yours last serviced?
        `,
        timeEstimate: 2,
        options: [
          { text: 'Within the last 12 months', success: true },
          { text: 'Over a year ago: I will book a service now', success: true },
          {
            text: 'I do not know how to arrange the service',
            escalate:
              'Tenant asks how to arrange the annual boiler service. Give them the building’s maintenance contractor if ' +
              'there is a contract (its cost may be in the charges), or local firms; ask for the certificate afterwards.',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- FR plumbing
  {
    title: 'Toilet keeps running or a tap drips (chasse d’eau, robinet)',
    country: 'FR',
    category: 'plumbing',
    responsibility: 'tenant',
    difficulty: 'intermediate',
    estimatedDuration: 30,
    tags: ['toilet', 'chasse d’eau', 'dripping tap', 'robinet', 'leak', 'réparations locatives'],
    description:
      'A running toilet or a dripping tap can waste thousands of litres a year. In France, replacing the small worn parts ' +
      'that cause it (seals, floats, tap washers) is one of the tenant’s repairs, and they are cheap.',
    summary:
      'Turn off the water at the small valve under the toilet or sink, then adjust the float, clean or replace the flush valve ' +
      'seal, or replace the tap washer or cartridge. Water on the floor or coming through to a neighbour is a water-damage ' +
      'case: turn off the water and tell your insurer and us.',
    content: text`
      ## The toilet keeps running

      - **Water overflows into the bowl through the overflow tube:** the float valve ("robinet flotteur") shuts off too
        late. Lower the float with its adjustment screw.
      - **Water trickles into the bowl while the cistern stays low:** the seal of the flush valve ("joint de clapet") is
        dirty or worn. Clean it, or replace it: it costs a few euros.

      ## The tap drips

      An old-style tap with two handles needs a new washer ("joint"); a mixer tap with a single lever needs a new cartridge
      ("cartouche"). Take the old part to the shop to get the right size.

      ## Before you start

      Turn off the water at the small valve under the toilet or sink ("robinet d'arrêt"), or at the main stopcock.

      ## Water damage

      If water is on the floor or coming through to a neighbour, turn off the water at the main stopcock, tell your home
      insurer ("assurance habitation") and us, and fill in a water damage report ("constat amiable dégât des eaux") with the
      neighbour.

      ## Who does what

      Seals, floats, tap washers and cartridges are the tenant's repairs in France. A toilet or tap worn out with age, or
      leaking pipes in the walls, are ours.
    `,
    legalNotes:
      `${FR_1989} The decree’s list includes replacing the seals, floats and flush-valve seals of toilet cisterns and the ` +
      `washers and seals of taps. Replacing a fitting worn out by age, or repairing the pipes, is the landlord’s. The tenant ` +
      `must insure the home against the rental risks, including water damage (article 7).`,
    lastReviewed: '2026-08-25',
    steps: [
      {
        key: 'which',
        type: 'question',
        title: 'What is leaking?',
        content: 'Look at where the water is going, and choose what you see. If water is spreading, turn off the main stopcock first.',
        timeEstimate: 1,
        options: [
          { text: 'The toilet keeps running', next: 'cistern' },
          { text: 'A tap drips from the spout', next: 'tap' },
          {
            text: 'Water is on the floor or coming through to a neighbour',
            escalate:
              'Water damage (dégât des eaux): tenant to turn off the main stopcock, tell their insurer and fill in a constat ' +
              'amiable with the neighbour. Send a plumber; pipes in the walls are the landlord’s.',
          },
        ],
      },
      {
        key: 'cistern',
        type: 'instruction',
        title: 'Adjust the float or clean the flush valve seal',
        content: text`
          Lift the cistern lid. If water runs over the top of the overflow tube, lower the float ("robinet flotteur") with its
          adjustment screw until the water stops 2 to 3 cm below the top of the tube.
          If the level stays low but water trickles into the bowl, turn off the small valve under the toilet, flush, and
          clean the rubber seal at the bottom of the flush mechanism ("joint de clapet"). Turn the water back on and test.
        `,
        toolsRequired: ['Flat-head screwdriver', 'Cloth'],
        timeEstimate: 20,
        options: [
          { text: 'Fixed: it stops running', success: true },
          { text: 'A part (seal or float valve) needs replacing', next: 'parts' },
        ],
      },
      {
        key: 'tap',
        type: 'instruction',
        title: 'Replace the tap washer or cartridge',
        content: text`
          Turn off the water under the sink (or at the main stopcock) and open the tap to empty it. Put the plug in so no
          small parts fall down the drain.
          - Two-handle tap: unscrew the head and replace the rubber washer ("joint").
          - Single-lever mixer: remove the lever and the nut, and replace the cartridge ("cartouche"); take the old one to the
            shop to match it.
          Reassemble, turn the water back on and check.
        `,
        toolsRequired: ['Adjustable spanner', 'Flat-head screwdriver', 'New washer or cartridge'],
        timeEstimate: 30,
        options: [
          { text: 'Fixed: it no longer drips', success: true },
          { text: 'I would rather a plumber did it', next: 'parts' },
        ],
      },
      {
        key: 'parts',
        type: 'escalation',
        title: 'A small part needs replacing',
        content: text`
          Seals, floats, tap washers and cartridges are the tenant's repairs in France. You can book a plumber yourself or
          ask us to send ours, and we will pass on the cost. If the toilet or tap is simply worn out with age, that is ours.
          Meanwhile turn off the small valve under the toilet or sink to stop the waste.
        `,
        timeEstimate: 5,
        options: [
          { text: 'I have replaced the part myself and it works', success: true },
          {
            text: 'Please send a plumber',
            escalate:
              'Réparation locative requested (toilet float or flush seal, or tap washer/cartridge). Send a plumber; the cost ' +
              'is the tenant’s unless the fitting is worn out with age (vétusté). Confirm the tenant agrees to the cost first.',
          },
          {
            text: 'The toilet or tap is old and worn out',
            escalate:
              'Fitting worn out with age (vétusté): landlord to replace. Send a plumber to assess and replace the toilet ' +
              'mechanism or tap.',
          },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- FR electrical
  {
    title: 'Power off: a breaker or RCD has tripped (disjoncteur)',
    country: 'FR',
    category: 'electrical',
    responsibility: 'shared',
    difficulty: 'beginner',
    estimatedDuration: 20,
    tags: ['electricity', 'disjoncteur', 'tripped breaker', 'RCD', 'tableau électrique', 'power cut'],
    description:
      'In a French home, the power goes off when the main breaker trips (too much power used at once) or when a residual ' +
      'current switch or a circuit breaker in the panel trips (a fault on one circuit or appliance). Both can usually be reset.',
    summary:
      'Check it is safe, then find what has tripped. For the main breaker, switch off some big appliances and reset it. For a ' +
      'switch in the panel, unplug the appliances on that circuit, reset, and plug them back one at a time. If the whole ' +
      'street is dark, call Enedis’s breakdown line.',
    content: text`
      ## What is what

      - The **main breaker** ("disjoncteur de branchement", near the meter) cuts the whole home when you use more power than
        your contract allows ("puissance souscrite"). It belongs to the network operator, Enedis.
      - The **panel** ("tableau électrique") has **residual current switches** ("interrupteurs différentiels 30 mA", with a
        "Test" button) that trip on a leak to earth, and **circuit breakers** ("disjoncteurs divisionnaires") for each circuit.

      ## When not to reset

      If there is water near sockets, lights or the panel, a burning smell, scorch marks or crackling: do not touch
      anything, switch off the main breaker only if it is safe, and call us.

      ## Resetting

      1. **Main breaker:** switch off the oven, heaters, water heater and washing machine, then reset it.
      2. **A switch in the panel:** unplug the appliances on that circuit, push the switch back up, then plug them back in
         one at a time. The one that trips it is the culprit: leave it unplugged.

      ## Power cut

      If the neighbours are off too, or the meter shows nothing, it is a power cut: call Enedis's breakdown line
      ("dépannage"), **09 726 750** followed by your département's two digits. The number is also on your electricity bill.

      ## Who does what

      Fuses, switches, sockets and bulbs are the tenant's to replace in France. The wiring and the panel are ours, and must
      be safe. The main breaker is Enedis's.
    `,
    legalNotes:
      `${FR_1989} The decree’s list includes replacing switches, sockets, fuses and cut-outs (coupe-circuits), bulbs and ` +
      `cable covers. A decent home must have an electrical installation in good working order and up to safety standards ` +
      `(décret n°2002-120 of 30 January 2002): faults in the wiring or the panel are the landlord’s. The main breaker ` +
      `(disjoncteur de branchement) is part of the public network, maintained by Enedis.`,
    lastReviewed: '2026-09-15',
    steps: [
      {
        key: 'danger',
        type: 'safety_warning',
        title: 'Check it is safe first',
        content: 'Before touching the panel: is there water near sockets, lights or the panel, a burning smell, scorch marks or crackling?',
        safetyNote:
          'Never touch electrical switches with wet hands or on a wet floor. If water is getting into fittings or the panel, ' +
          'do not reset anything: keep away and call us.',
        timeEstimate: 2,
        options: [
          { text: 'Everything looks normal', next: 'which' },
          {
            text: 'There is water, burning, scorch marks or crackling',
            escalate:
              'EMERGENCY: electrical danger (water, burning smell, scorch marks). Tenant told not to reset and to keep away. ' +
              'Send an emergency electrician; a plumber too if water is coming from a leak.',
          },
        ],
      },
      {
        key: 'which',
        type: 'question',
        title: 'What has tripped?',
        content: text`
          Look at the main breaker near the meter and at the panel. A tripped switch in the panel points down; the main
          breaker shows its lever down or its button out.
        `,
        timeEstimate: 3,
        options: [
          { text: 'The main breaker: the whole home is off', next: 'main' },
          { text: 'A switch in the panel: part of the home is off', next: 'unplug' },
          { text: 'Nothing has tripped, and the whole home is off', next: 'powercut' },
        ],
      },
      {
        key: 'main',
        type: 'instruction',
        title: 'Switch off big appliances and reset the main breaker',
        content: text`
          The main breaker trips when more power is used than your contract allows, for example oven, heaters, water heater
          and washing machine at once. Switch some of them off, then push the lever back up or press the button.
        `,
        tips: 'If it happens often, run big appliances at different times, or ask your supplier about raising your subscribed power.',
        timeEstimate: 5,
        options: [
          { text: 'The power is back', success: true },
          {
            text: 'It trips again straight away, with the big appliances off',
            escalate:
              'Main breaker trips at once with the big appliances off: a fault in the installation or the breaker. Send an ' +
              'electrician; if the breaker itself is faulty, Enedis replaces it.',
          },
        ],
      },
      {
        key: 'unplug',
        type: 'instruction',
        title: 'Unplug appliances, then reset the switch',
        content: text`
          Unplug the appliances on the sockets that went off, then push the tripped switch firmly back up.
        `,
        commonMistakes: 'Holding a switch up while it tries to trip: it is designed to trip, and forcing it is dangerous.',
        timeEstimate: 5,
        options: [
          { text: 'It stayed up', next: 'replug' },
          {
            text: 'It trips straight back down with everything unplugged',
            escalate:
              'Residual current switch or breaker trips with everything unplugged: fault in the fixed wiring. Leave it off; ' +
              'send an electrician (landlord’s repair).',
          },
        ],
      },
      {
        key: 'replug',
        type: 'question',
        title: 'Plug appliances back in one at a time',
        content:
          'Plug in and switch on one appliance at a time. If the switch trips, the last one is the likely culprit: leave it unplugged.',
        timeEstimate: 10,
        options: [
          { text: 'Everything is back on and nothing tripped', success: true },
          { text: 'One of my appliances trips it: it is unplugged and the power is back', success: true },
          {
            text: 'It trips at random, or when I use an appliance that came with the home',
            escalate:
              'Intermittent trips, or a landlord-supplied appliance tripping the circuit. Send an electrician to test the ' +
              'installation and the appliance.',
          },
        ],
      },
      {
        key: 'powercut',
        type: 'instruction',
        title: 'Report the power cut to Enedis',
        content: text`
          If the neighbours are off too, or the meter display is blank, it is probably a power cut on the network. Call
          Enedis's breakdown line ("dépannage"): 09 726 750 followed by the two digits of your département (the number is
          also on your electricity bill).
        `,
        timeEstimate: 10,
        options: [
          { text: 'The power is back', success: true },
          { text: 'The neighbours have power, and we do not', next: 'which' },
        ],
      },
    ],
  },
  // ---------------------------------------------------------------- FR security
  {
    title: 'Stiff lock, or a lost or broken key (serrure)',
    country: 'FR',
    category: 'security',
    responsibility: 'tenant',
    difficulty: 'beginner',
    estimatedDuration: 20,
    tags: ['lock', 'serrure', 'key', 'lost key', 'barillet', 'security'],
    description:
      'In France, keeping locks working (lubricating them, replacing small parts) and replacing lost or broken keys are the ' +
      'tenant’s repairs. A lock worn out by age is ours. If you cannot lock your door, tell us straight away.',
    summary:
      'Lubricate a stiff lock with graphite or a dry lock spray, and pull a broken key straight out with thin pliers. For lost ' +
      'keys, get copies made or have the cylinder (barillet) changed if they could identify your home. Beware of emergency ' +
      'locksmith scams: always ask for a written quote (devis) first.',
    content: text`
      ## A stiff lock

      Spray a dry lock lubricant or puff graphite powder into the keyhole, then work the key in and out. Do not use cooking
      oil. Check that the door is not rubbing on its frame.

      ## A broken key

      Do not turn the stump and do not push the broken piece further in. Pull it straight out with thin pliers or tweezers.

      ## Lost keys

      - Ordinary keys can be copied from your spare at any key cutter.
      - Security keys ("clé de sécurité") come with a card: copies need the card and are made by an approved locksmith.
      - If the lost keys could identify your home, consider changing the cylinder ("barillet").

      ## Beware of locksmith scams

      Emergency locksmith scams are common. Use a locksmith you know or the one we recommend, ask for a written quote
      ("devis") before any work starts, and refuse to pay for work you did not agree to.

      ## Who does what

      Lubricating locks, replacing small parts, and replacing lost or damaged keys are the tenant's repairs. A lock that is
      worn out by age or faulty is ours. Keep all the keys you were given: they are checked at the exit inventory
      ("état des lieux").
    `,
    legalNotes:
      `${FR_1989} The decree’s list includes lubricating locks and security bolts, replacing their small parts, and ` +
      `replacing lost or damaged keys. A lock worn out by age or defective is the landlord’s to replace. Keys handed over ` +
      `at move-in are returned at the exit inventory (état des lieux).`,
    lastReviewed: '2026-08-11',
    steps: [
      {
        key: 'what',
        type: 'question',
        title: 'What is the problem?',
        content: 'Choose what best describes the problem with your lock or keys.',
        timeEstimate: 1,
        options: [
          { text: 'The lock is stiff', next: 'lube' },
          { text: 'A key has broken in the lock', next: 'snapped' },
          { text: 'I have lost my keys', next: 'lost' },
          {
            text: 'I cannot lock the door, or I cannot get in',
            escalate:
              'EMERGENCY: home cannot be secured or tenant locked out. Send our locksmith with a written quote; confirm ' +
              'identity before access. Lost keys are the tenant’s cost; a failed lock is ours.',
          },
        ],
      },
      {
        key: 'lube',
        type: 'instruction',
        title: 'Lubricate the lock',
        content: text`
          Spray a dry lock lubricant or puff graphite powder into the keyhole, then slide the key in and out and turn it
          several times. Check that the door does not rub on its frame when you close it.
        `,
        commonMistakes: 'Using cooking oil or thick grease: they collect dust and make the lock stiffer.',
        toolsRequired: ['Graphite powder or dry lock spray', 'Cloth'],
        timeEstimate: 10,
        options: [
          { text: 'It turns smoothly now', success: true },
          {
            text: 'It is still stiff',
            escalate:
              'Lock still stiff after lubrication. Send a locksmith to check it: small parts are the tenant’s cost, a lock ' +
              'worn out with age is ours.',
          },
        ],
      },
      {
        key: 'snapped',
        type: 'instruction',
        title: 'Remove the broken piece',
        content: text`
          Do not turn the stump and do not push the broken piece further in. If a bit sticks out, grip it with thin pliers or
          tweezers and pull it straight out.
        `,
        toolsRequired: ['Thin pliers or tweezers'],
        timeEstimate: 10,
        options: [
          { text: 'It is out and the lock works with my spare key', success: true },
          {
            text: 'I cannot get it out',
            escalate: 'Broken key stuck in the lock. Send a locksmith with a written quote; tenant’s cost unless the lock was faulty.',
          },
        ],
      },
      {
        key: 'lost',
        type: 'question',
        title: 'Replace lost keys',
        content: text`
          Ordinary keys can be copied from your spare at any key cutter. Security keys come with a card: copies need the card
          and an approved locksmith. If the lost keys could identify your home (with your address or in a stolen bag),
          consider changing the cylinder ("barillet"). What do you need?
        `,
        tips: 'Always ask for a written quote (devis) before a locksmith starts work.',
        timeEstimate: 5,
        options: [
          { text: 'I have a spare and will get copies made', success: true },
          {
            text: 'I need the cylinder changed, or a copy of a security key',
            escalate:
              'Lost keys: cylinder change or security key copy requested. Find the key card reference; send our locksmith ' +
              'with a written quote. Tenant’s cost.',
          },
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------

export const DEMO_MATRIX: DemoMatrixEntry[] = [
  {
    country: 'UK',
    category: 'heating',
    issueType: 'Radiator needs bleeding',
    description:
      'Radiators with air in them (cold at the top, gurgling). Bleeding is routine upkeep; faulty radiators and valves are repairs.',
    responsibility: 'tenant',
    urgencyLevel: 'important',
    legalNotes: `Routine upkeep usually left to the tenant by the tenancy agreement. ${UK_SECTION_11} ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'heating',
    issueType: 'Low boiler pressure',
    description: 'Topping up the pressure with the filling loop is a user task; a system that keeps losing pressure has a fault to repair.',
    responsibility: 'shared',
    urgencyLevel: 'urgent',
    legalNotes: `${UK_SECTION_11} ${UK_GAS_SAFETY} ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'heating',
    issueType: 'Boiler breakdown: no heating or hot water',
    description: 'The boiler, its controls and the heating pipework. An emergency in cold weather or when vulnerable people live there.',
    responsibility: 'landlord',
    urgencyLevel: 'urgent',
    legalNotes: `${UK_SECTION_11} ${UK_GAS_SAFETY} ${UK_FITNESS} ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'heating',
    issueType: 'Smell of gas or suspected gas leak',
    description:
      'Tenant leaves and calls the National Gas Emergency Service (0800 111 999), which makes safe free of charge; the landlord repairs its pipework and appliances.',
    responsibility: 'landlord',
    urgencyLevel: 'emergency',
    legalNotes: `${UK_GAS_SAFETY} The tenant’s own gas appliances are the tenant’s. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'heating',
    issueType: 'Annual gas safety check',
    description: 'Every gas appliance, flue and pipework the landlord provides is checked every 12 months; tenants get the record.',
    responsibility: 'landlord',
    urgencyLevel: 'important',
    legalNotes:
      'Gas Safety (Installation and Use) Regulations 1998: annual safety check by a Gas Safe registered engineer, the record ' +
      'given to existing tenants within 28 days and to new tenants before they move in, and records kept for at least two ' +
      `years. Tenants must give access for the check. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'electrical',
    issueType: 'Tripped RCD or circuit breaker',
    description:
      'Resetting a trip and finding a faulty appliance of the tenant’s is the tenant’s; a trip with everything unplugged, or any sign of damage, is the landlord’s.',
    responsibility: 'shared',
    urgencyLevel: 'urgent',
    legalNotes: `${UK_SECTION_11} ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'electrical',
    issueType: 'Electrical installation safety check (EICR)',
    description: 'The fixed wiring, sockets and consumer unit inspected and tested at least every five years; remedial work done.',
    responsibility: 'landlord',
    urgencyLevel: 'important',
    legalNotes:
      'Electrical Safety Standards in the Private Rented Sector (England) Regulations 2020: inspection and testing by a ' +
      'qualified person at least every five years, the report (EICR) given to tenants, and remedial or further investigative ' +
      `work the report requires carried out. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'plumbing',
    issueType: 'Toilet keeps running',
    description:
      'Fill valves, flush valves and cisterns. Small float adjustments are fine for tenants; worn parts are repaired by the landlord.',
    responsibility: 'landlord',
    urgencyLevel: 'important',
    legalNotes: `${UK_SECTION_11} Blockages or damage from misuse may be recharged. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'appliances',
    issueType: 'Washing machine fault',
    description:
      'A machine listed in the inventory is repaired by the landlord when it fails through normal use; the tenant’s own machine is theirs.',
    responsibility: 'shared',
    urgencyLevel: 'important',
    legalNotes:
      'Appliances fall outside section 11 of the Landlord and Tenant Act 1985; the tenancy agreement and inventory decide. ' +
      `Damage from misuse may be charged. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'other',
    issueType: 'Condensation, damp and mould',
    description:
      'Tenants ventilate and heat reasonably and wipe condensation; leaks, structural damp, faulty fans and mould that persists are investigated and fixed by the landlord.',
    responsibility: 'shared',
    urgencyLevel: 'urgent',
    legalNotes:
      `${UK_FITNESS} Damp and mould growth is a hazard under the Housing Health and Safety Rating System (Housing Act 2004). ` +
      `${UK_SECTION_11} ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'security',
    issueType: 'Smoke or carbon monoxide alarm fault',
    description:
      'Tenants test alarms and change replaceable batteries; the landlord fits the alarms, checks them at the start of each tenancy and repairs or replaces faulty ones.',
    responsibility: 'shared',
    urgencyLevel: 'urgent',
    legalNotes:
      'Smoke and Carbon Monoxide Alarm (England) Regulations 2015, as amended from 1 October 2022: a smoke alarm on every ' +
      'storey with living accommodation, a carbon monoxide alarm in rooms with a fixed combustion appliance (not gas ' +
      'cookers), checked on the first day of each tenancy, and repaired or replaced once reported faulty.',
  },
  {
    country: 'UK',
    category: 'security',
    issueType: 'Stiff lock or snapped key',
    description:
      'Worn or faulty locks and doors out of alignment are the landlord’s; lost or broken keys, and lock changes after lost keys, are usually the tenant’s cost.',
    responsibility: 'shared',
    urgencyLevel: 'urgent',
    legalNotes: `${UK_SECTION_11} A home that cannot be secured is an emergency. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'security',
    issueType: 'Broken window latch or lock',
    description:
      'Window frames, latches, locks and restrictors are kept in repair by the landlord; damage the tenant causes may be charged.',
    responsibility: 'landlord',
    urgencyLevel: 'urgent',
    legalNotes: `${UK_SECTION_11} A window that cannot be closed or secured on the ground floor is an emergency. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'security',
    issueType: 'Communal entrance door not closing or locking',
    description: 'Doors, entry systems and closers in the common parts of a building the landlord owns or manages are the landlord’s.',
    responsibility: 'landlord',
    urgencyLevel: 'urgent',
    legalNotes:
      `${UK_SECTION_11} The duty generally extends to the common parts of a building the landlord owns where their disrepair ` +
      `affects the tenant’s home; the lease of a flat in a managed block may say who arranges the repair. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'plumbing',
    issueType: 'Leaking tap or pipe',
    description:
      'Taps, pipes, tanks and the water supply are the landlord’s to repair. Report leaks early: a slow drip can damage floors and ceilings.',
    responsibility: 'landlord',
    urgencyLevel: 'important',
    legalNotes: `${UK_SECTION_11} ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'plumbing',
    issueType: 'Water coming through the ceiling',
    description:
      'An uncontrolled leak: the tenant turns off the stopcock and keeps away from wet electrics; the landlord repairs the source and the damage (the flat above, a pipe or the roof).',
    responsibility: 'landlord',
    urgencyLevel: 'emergency',
    legalNotes: `${UK_SECTION_11} ${UK_FITNESS} Damage to the tenant’s belongings is a matter for insurance. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'plumbing',
    issueType: 'Blocked sink, basin or bath',
    description:
      'Clearing a trap blocked by the household’s own waste (fat, hair, food) is the tenant’s; blocked drains and pipes beyond it, or a blockage not caused by the tenant, are the landlord’s.',
    responsibility: 'shared',
    urgencyLevel: 'important',
    legalNotes:
      `${UK_SECTION_11} Tenants are expected to use the home in a “tenant-like manner”, which courts have long held includes ` +
      `small jobs such as unblocking a sink blocked by their own waste. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'electrical',
    issueType: 'Sockets, switches or lights not working',
    description:
      'Replacing light bulbs and the fuses in plugs is the tenant’s; the wiring, sockets, switches and fittings are the landlord’s. Flickering or buzzing lights need an electrician.',
    responsibility: 'landlord',
    urgencyLevel: 'urgent',
    legalNotes: `${UK_SECTION_11} ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'electrical',
    issueType: 'Extractor fan not working',
    description:
      'Extractor fans are part of the home’s ventilation and are repaired by the landlord; keeping the grille clean is the tenant’s.',
    responsibility: 'landlord',
    urgencyLevel: 'important',
    legalNotes: `${UK_FITNESS} Poor ventilation contributes to damp and mould, a hazard under the Housing Health and Safety Rating System. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'heating',
    issueType: 'Thermostat or heating controls not working',
    description:
      'Thermostats, programmers and valves are part of the heating installation; batteries in wireless thermostats are the tenant’s.',
    responsibility: 'landlord',
    urgencyLevel: 'urgent',
    legalNotes: `${UK_SECTION_11} ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'appliances',
    issueType: 'Oven, fridge or dishwasher let with the home',
    description:
      'Appliances listed in the inventory are repaired or replaced by the landlord when they fail through normal use; the tenant’s own appliances are theirs.',
    responsibility: 'shared',
    urgencyLevel: 'important',
    legalNotes:
      'Appliances fall outside section 11 of the Landlord and Tenant Act 1985; the tenancy agreement and inventory decide. ' +
      `Damage from misuse may be charged. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'other',
    issueType: 'Pests (mice, rats, insects)',
    description:
      'Gaps and holes in the structure that let pests in are the landlord’s to seal; an infestation caused by food or rubbish left out is usually the tenant’s. Many councils offer pest control.',
    responsibility: 'shared',
    urgencyLevel: 'urgent',
    legalNotes: `${UK_FITNESS} Who pays for treatment depends on the cause and the tenancy agreement. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'UK',
    category: 'other',
    issueType: 'Garden fences and boundaries',
    description: 'Usually decided by the tenancy agreement: the landlord repairs fences it provided, tenants keep the garden tidy.',
    responsibility: 'shared',
    urgencyLevel: 'important',
    legalNotes:
      'Section 11 of the Landlord and Tenant Act 1985 covers the structure and exterior of the home itself; whether it extends ' +
      `to garden fences and boundary walls is not clear-cut, so the tenancy agreement usually decides. ${UK_ENGLAND_ONLY}`,
  },
  {
    country: 'DE',
    category: 'heating',
    issueType: 'Radiator needs bleeding (Heizung entlüften)',
    description:
      'Often done by the tenant; the landlord does it on request if the tenancy agreement is silent, and keeps the heating system working.',
    responsibility: 'shared',
    urgencyLevel: 'important',
    legalNotes: `${DE_535} ${DE_536C}`,
  },
  {
    country: 'DE',
    category: 'heating',
    issueType: 'Heating not working in the heating season',
    description: 'The landlord must keep the heating working; a failure in the heating season is urgent and can justify a rent reduction.',
    responsibility: 'landlord',
    urgencyLevel: 'urgent',
    legalNotes: `${DE_535} Rent reduction for defects: §536 BGB. ${DE_536C}`,
  },
  {
    country: 'DE',
    category: 'plumbing',
    issueType: 'Blocked drain (Abfluss verstopft)',
    description:
      'The landlord maintains the drains; a tenant who caused a blockage pays for clearing it. Shared pipes with no traceable cause are the landlord’s.',
    responsibility: 'shared',
    urgencyLevel: 'urgent',
    legalNotes: `${DE_535} ${DE_536C}`,
  },
  {
    country: 'DE',
    category: 'plumbing',
    issueType: 'Small repairs to taps and fittings (Kleinreparaturen)',
    description:
      'Dripping taps, shower heads and similar parts the tenant handles often: charged to the tenant only under a valid clause and within its caps.',
    responsibility: 'shared',
    urgencyLevel: 'important',
    legalNotes: `${DE_535} ${DE_SMALL_REPAIRS}`,
  },
  {
    country: 'DE',
    category: 'appliances',
    issueType: 'Fridge or freezer let with the flat',
    description:
      'Maintained by the landlord when let with the flat; small repairs possibly under the small-repairs clause. Tenant-owned appliances are the tenant’s.',
    responsibility: 'shared',
    urgencyLevel: 'urgent',
    legalNotes: `${DE_535} ${DE_SMALL_REPAIRS} ${DE_536C}`,
  },
  {
    country: 'DE',
    category: 'security',
    issueType: 'Window will not close or lock',
    description:
      'Windows are part of the flat and repaired by the landlord; handles and small locking parts may fall under a small-repairs clause.',
    responsibility: 'landlord',
    urgencyLevel: 'urgent',
    legalNotes: `${DE_535} ${DE_SMALL_REPAIRS} ${DE_536C}`,
  },
  {
    country: 'FR',
    category: 'heating',
    issueType: 'Boiler in safety mode (chaudière en sécurité)',
    description:
      'Small parts and routine upkeep are the tenant’s; larger repairs and replacement are the landlord’s unless due to a lack of servicing.',
    responsibility: 'shared',
    urgencyLevel: 'urgent',
    legalNotes: `${FR_1989} Decent home: décret n°2002-120 of 30 January 2002.`,
  },
  {
    country: 'FR',
    category: 'heating',
    issueType: 'Annual boiler servicing (entretien annuel)',
    description: 'The tenant has the gas boiler serviced once a year by a qualified professional and keeps the certificate.',
    responsibility: 'tenant',
    urgencyLevel: 'important',
    legalNotes:
      `Annual servicing of boilers of 4 to 400 kW: décret n°2009-649 of 9 June 2009. Routine upkeep is the tenant’s ` +
      `(loi du 6 juillet 1989, article 7; décret n°87-712) unless the lease or a building maintenance contract provides otherwise.`,
  },
  {
    country: 'FR',
    category: 'plumbing',
    issueType: 'Running toilet or dripping tap',
    description:
      'Seals, floats, tap washers and cartridges are réparations locatives; fittings worn out by age and pipes are the landlord’s.',
    responsibility: 'tenant',
    urgencyLevel: 'important',
    legalNotes: `${FR_1989} The tenant insures against water damage (article 7).`,
  },
  {
    country: 'FR',
    category: 'electrical',
    issueType: 'Tripped breaker (disjoncteur)',
    description:
      'Fuses, switches, sockets and bulbs are the tenant’s; the wiring and the panel are the landlord’s; the main breaker is the network operator’s (Enedis).',
    responsibility: 'shared',
    urgencyLevel: 'urgent',
    legalNotes: `${FR_1989} Decent home, safe electrical installation: décret n°2002-120 of 30 January 2002.`,
  },
  {
    country: 'FR',
    category: 'security',
    issueType: 'Stiff lock or lost keys',
    description: 'Lubricating locks, small parts and lost or damaged keys are the tenant’s; a lock worn out by age is the landlord’s.',
    responsibility: 'tenant',
    urgencyLevel: 'urgent',
    legalNotes: FR_1989,
  },
];

// ---------------------------------------------------------------------------------------------

export interface DemoKnowledgeCounts {
  articles: number;
  steps: number;
  options: number;
  matrix: number;
}

/**
 * Inserts the demo articles (with their steps and options) and matrix entries inside the caller's
 * transaction, and says how many rows it added. Idempotent: an article whose country and title
 * already exist is left as it is (an admin may have edited it), a matrix entry whose country,
 * category and issue type exist is skipped (its unique constraint), so a second run adds nothing.
 */
export async function insertDemoKnowledge(
  manager: EntityManager,
  authorId: string | null = null,
  articles: DemoArticle[] = DEMO_ARTICLES,
  matrix: DemoMatrixEntry[] = DEMO_MATRIX,
): Promise<DemoKnowledgeCounts> {
  const counts: DemoKnowledgeCounts = { articles: 0, steps: 0, options: 0, matrix: 0 };
  for (const [index, article] of articles.entries()) {
    const numbers = stepNumbers(article);
    const inserted = (await manager.query(
      `INSERT INTO knowledge_articles (title, description, summary, "fullContent", country, category, responsibility,
                                       tags, "estimatedDuration", difficulty, "legalNotes", "lastReviewed",
                                       "createdById", "updatedById", "createdAt", "updatedAt")
       SELECT $1::text, $2, $3, $4, $5::country, $6::category, $7::responsibility, $8::text[], $9, $10::article_difficulty, $11,
              $12::timestamptz, $13::uuid, $13::uuid, now() - make_interval(mins => $14::int), now() - make_interval(mins => $14::int)
        WHERE NOT EXISTS (SELECT 1 FROM knowledge_articles WHERE country = $5::country AND title = $1::text)
       RETURNING id`,
      [
        article.title,
        article.description,
        article.summary,
        article.content,
        article.country,
        article.category,
        article.responsibility,
        article.tags,
        article.estimatedDuration,
        article.difficulty,
        article.legalNotes,
        `${article.lastReviewed}T09:00:00Z`,
        authorId,
        // The first article is the newest, so lists ordered newest first keep this order.
        index,
      ],
    )) as { id: string }[];
    if (inserted.length === 0) continue;
    const articleId = inserted[0].id;
    counts.articles += 1;

    const steps = article.steps.map((s) => ({
      stepNumber: numbers.get(s.key)!,
      type: s.type,
      title: s.title,
      content: s.content,
      safetyNote: s.safetyNote ?? null,
      tips: s.tips ?? null,
      commonMistakes: s.commonMistakes ?? null,
      tools: s.toolsRequired ?? [],
      timeEstimate: s.timeEstimate,
    }));
    const stepRows = (await manager.query(
      `INSERT INTO knowledge_steps ("articleId", "stepNumber", type, title, content, "safetyNote", tips, "commonMistakes",
                                    "toolsRequired", "timeEstimate")
       SELECT $1, s."stepNumber", s.type::step_type, s.title, s.content, s."safetyNote", s.tips, s."commonMistakes",
              ARRAY(SELECT jsonb_array_elements_text(s.tools)), s."timeEstimate"
         FROM jsonb_to_recordset($2::jsonb) AS s("stepNumber" int, type text, title text, content text, "safetyNote" text,
                                                 tips text, "commonMistakes" text, tools jsonb, "timeEstimate" int)
       RETURNING id`,
      [articleId, JSON.stringify(steps)],
    )) as { id: string }[];
    counts.steps += stepRows.length;

    // Options keep their written order through createdAt (one per millisecond, oldest first).
    const options = article.steps.flatMap((s) => s.options.map((o) => ({ step: numbers.get(s.key)!, option: o })));
    const optionRows = (await manager.query(
      `INSERT INTO step_options ("stepId", "optionText", "nextStepId", "isSuccess", "shouldEscalate", "escalationNote", "createdAt")
       SELECT s.id, o.text, n.id, o.success, o.escalate, o.note, now() - make_interval(secs => (o.total - o.ord) / 1000.0)
         FROM jsonb_to_recordset($2::jsonb) AS o(ord int, total int, step int, text text, next int, success boolean,
                                                 escalate boolean, note text)
         JOIN knowledge_steps s ON s."articleId" = $1 AND s."stepNumber" = o.step
         LEFT JOIN knowledge_steps n ON n."articleId" = $1 AND n."stepNumber" = o.next
        ORDER BY o.ord
       RETURNING id`,
      [
        articleId,
        JSON.stringify(
          options.map(({ step, option }, ord) => ({
            ord,
            total: options.length,
            step,
            text: option.text,
            next: option.next === undefined ? null : numbers.get(option.next)!,
            success: option.success === true,
            escalate: option.escalate !== undefined,
            note: option.escalate ?? null,
          })),
        ),
      ],
    )) as { id: string }[];
    counts.options += optionRows.length;
  }

  const matrixRows = (await manager.query(
    `INSERT INTO responsibility_matrix (country, category, "issueType", description, responsibility, "urgencyLevel", "legalNotes")
     SELECT m.country::country, m.category::category, m."issueType", m.description, m.responsibility::responsibility,
            m."urgencyLevel", m."legalNotes"
       FROM jsonb_to_recordset($1::jsonb) AS m(country text, category text, "issueType" text, description text,
                                               responsibility text, "urgencyLevel" text, "legalNotes" text)
     ON CONFLICT ON CONSTRAINT "UQ_responsibility_matrix_country_category_issue" DO NOTHING
     RETURNING id`,
    [JSON.stringify(matrix)],
  )) as { id: string }[];
  counts.matrix = matrixRows.length;
  return counts;
}

/**
 * Step numbers 1..N by key, after checking the workflow is well formed: unique keys, and every
 * option does exactly one thing, leading only to another step of the same article.
 */
export function stepNumbers(article: DemoArticle): Map<string, number> {
  const numbers = new Map(article.steps.map((s, i) => [s.key, i + 1]));
  if (numbers.size !== article.steps.length) throw new Error(`${article.title}: duplicate step keys`);
  for (const step of article.steps) {
    if (step.options.length === 0) throw new Error(`${article.title} / ${step.key}: a step needs at least one option`);
    for (const option of step.options) {
      const effects = [option.next !== undefined, option.success === true, option.escalate !== undefined].filter(Boolean).length;
      if (effects !== 1) throw new Error(`${article.title} / ${step.key} / "${option.text}": exactly one of next, success, escalate`);
      if (option.next !== undefined && (!numbers.has(option.next) || option.next === step.key)) {
        throw new Error(`${article.title} / ${step.key}: option leads to "${option.next}", not another step of this article`);
      }
    }
  }
  return numbers;
}
