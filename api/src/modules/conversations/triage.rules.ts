/**
 * The words the triage routing reads in an inbound message (docs/product.md §10): explicit ticket
 * references, the kind of fault (the ticket categories) and urgent situations. Pure functions over
 * text, so the rules can be read and tested without a database; triage.service.ts weighs them.
 */
import type { Category, TicketPriority } from '../tickets/ticket.enums';

// ---- text ----------------------------------------------------------------------------------------

/** The longest text the routing reads of a message (a long e-mail's first part says what it is about). */
const ROUTING_TEXT_MAX = 2000;

/**
 * The part of an e-mail the sender wrote: quoted lines ('> ...') and everything from the usual
 * reply separators on ("On Mon, ... wrote:", "-----Original Message-----", "From: ...") are the
 * earlier conversation, which would otherwise make every reply look like the first message.
 */
export function ownText(body: string): string {
  const lines: string[] = [];
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (/^(on .{4,200} wrote:|-{2,}\s*original message\s*-{2,}|_{5,}|from:\s.+@.+)$/i.test(trimmed)) break;
    if (trimmed.startsWith('>')) continue;
    lines.push(line);
  }
  return lines.join('\n');
}

/** What the routing compares with tickets: subject and own text, lower-cased, without ticket tokens and reply prefixes. */
export function routingText(subject: string | null, body: string): string {
  const text = `${cleanSubject(subject ?? '')}\n${ownText(body)}`.toLowerCase().replace(/\s+/g, ' ').trim();
  return text.slice(0, ROUTING_TEXT_MAX);
}

/** The subject without reply and forward prefixes and without ticket tokens ('[#1234]'). */
export function cleanSubject(subject: string): string {
  return subject
    .replace(/\[#\d+\]/g, ' ')
    .replace(/^\s*((re|fw|fwd|aw|wg|sv|tr|rv|odp|rif)\s*(\[\d+\])?\s*:\s*)+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// ---- explicit references -----------------------------------------------------------------------

export interface TicketReference {
  number: number;
  /** Where it was found: the subject carries our routing token on every reply. */
  inSubject: boolean;
}

/** Ticket numbers start at 1001: a reference has at least four digits (a '#3' is a flat or a list item). */
const REFERENCE = new RegExp(
  [
    String.raw`\[#(\d{4,9})\]`, // our routing token
    String.raw`(?<![\w&])#\s?(\d{4,9})\b`, // #1234
    String.raw`\b(?:ticket|job|case|ref(?:erence)?|repair)\s*(?:no\.?|number|num|nr\.?|ref(?:erence)?)?\s*[:.]?\s*#?\s?(\d{4,9})\b`, // ticket 1234, job no. 1234, ref: 1234
  ].join('|'),
  'gi',
);
/** A number after these words is an address or a phone, never a ticket ('flat #1204', 'unit #2003'). */
const NOT_A_TICKET_BEFORE = /\b(flat|apartment|apt|unit|house|room|block|no|number|tel|phone|mobile|plot|suite)\.?\s*$/i;

/** The ticket numbers a message names, subject first, each once. */
export function ticketReferences(subject: string | null, body: string): TicketReference[] {
  const found = new Map<number, TicketReference>();
  const scan = (text: string, inSubject: boolean) => {
    for (const match of text.matchAll(REFERENCE)) {
      const digits = match[1] ?? match[2] ?? match[3];
      if (!digits) continue;
      if (!match[1] && NOT_A_TICKET_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
      const number = Number(digits);
      if (!found.has(number)) found.set(number, { number, inSubject });
    }
  };
  scan(subject ?? '', true);
  scan(ownText(body), false);
  return [...found.values()];
}

// ---- word lists --------------------------------------------------------------------------------

/**
 * A case-insensitive pattern of whole words and phrases (`alternatives` is a regex alternation).
 * The word edges are Unicode letters, not `\b`, which knows only ASCII ('fumée', 'pożar').
 */
function words(alternatives: string): RegExp {
  // `\w` is ASCII only, even with the u flag: in these lists it means any letter ('inondé').
  const unicode = alternatives.replace(/\\w/g, String.raw`[\p{L}\p{N}_]`);
  return new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${unicode})(?![\p{L}\p{N}])`, 'iu');
}

// ---- categories --------------------------------------------------------------------------------

/** Words that say what kind of fault a text is about, by ticket category (stems; UK housing words). */
const CATEGORY_WORDS: Readonly<Record<Category, RegExp>> = {
  plumbing: words(
    String.raw`leak\w*|drip\w*|water|wet|taps?|pipes?|plumb\w*|toilets?|loo|cistern|sinks?|basin|drains?|drainage|blocked|blockage|sewage|flood(s|ed|ing)?|showers?|bath(tub)?|water pressure|stopcock|overflow\w*|u-?bend|waste pipe|burst`,
  ),
  electrical: words(
    String.raw`electric\w*|electrician|fans?|extractor|power|sockets?|plugs?|switch(es)?|lights?|lighting|bulbs?|fuse\w*|trip\w*|wir(es|ing)|sparks?|sparking|consumer unit|extractor fan|rcd|mcb`,
  ),
  heating: words(
    String.raw`heating|heater|boiler|radiators?|rads|thermostat|hot water|pilot light|storage heater|warm air|combi|central heating|no heat|cold (flat|house|home)`,
  ),
  appliances: words(
    String.raw`oven|cooker|hob|fridge|freezer|fridge-freezer|washing machine|washer|dishwasher|microwave|tumble dryer|dryer|appliance\w*|extractor hood|cooker hood`,
  ),
  security: words(
    String.raw`locks?|locked|lock(ing)? (mechanism|barrel)|door entry|intercom|buzzer|keys?|fob|break-?in|broken into|burglar\w*|burgled|cctv|security|gate|entry system|letterbox|door (won'?t|will not|doesn'?t|does not) (close|shut|lock)`,
  ),
  other: words(
    String.raw`damp|mou?ld|condensation|roof|gutters?|pest\w*|mice|mouse|rats?|cockroach\w*|bed ?bugs|bins?|fence|garden|communal|lift|noise|plaster|crack\w*|ceiling|windows?|floorboards|flooring|stairs|decorat\w*`,
  ),
};

/** The categories whose words appear in `text` (already lower-cased), in category order. */
export function categoriesIn(text: string): Category[] {
  return (Object.keys(CATEGORY_WORDS) as Category[]).filter((category) => CATEGORY_WORDS[category].test(text));
}

// ---- urgency -----------------------------------------------------------------------------------

/** Months (1-12, UK time) in which no heating or hot water is an emergency: the heating season. */
export const HEATING_SEASON_MONTHS: readonly number[] = [10, 11, 12, 1, 2, 3, 4];

interface UrgentRule {
  /** What the agent reads: 'Urgent: <why>'. */
  why: string;
  /** Words in English and the languages tenants most often write in (Polish, Romanian, Spanish, Portuguese, French, German, Italian, Dutch). */
  words: RegExp;
  /** Phrases that make a match harmless ('smoke alarm battery beeping'). */
  unless?: RegExp;
  /** The words in a negated phrase ('no smell of gas any more') do not count. */
  negatable?: boolean;
  /** Only in the heating season, unless someone vulnerable is mentioned. */
  heatingSeason?: boolean;
  /** The kind of fault a ticket about it is (a gas smell is a heating job, not the plumbing its 'leak' suggests). */
  category?: Category;
}

const URGENT_RULES: readonly UrgentRule[] = [
  {
    why: 'smell of gas or a gas leak',
    category: 'heating',
    negatable: true,
    words: words(
      String.raw`gas (smell|leak|escape)\w*|smell\w* (of )?gas|gas\w* smell\w*|smells? like gas|zapach gazu|ulatnia się gaz|wyciek gazu|olor a gas|huele a gas|fuga de gas|odeur de gaz|fuite de gaz|gasgeruch|riecht nach gas|gasleck|cheiro (a|de) g[aá]s|cheira a g[aá]s|fuga de g[aá]s|miros de gaz|miroase a gaz|scurgere de gaz|odore di gas|fuga di gas|gaslucht|gaslek`,
    ),
  },
  {
    why: 'carbon monoxide alarm or symptoms',
    category: 'heating',
    negatable: true,
    words: words(
      String.raw`carbon monoxide|monoxide|co (alarm|detector)|czad\w*|mon[oó]xido de carbono|monoxyde de carbone|kohlenmonoxid|monoxid de carbon|monossido di carbonio|koolmonoxide`,
    ),
  },
  {
    why: 'fire or smoke',
    negatable: true,
    words: words(
      String.raw`fire|on fire|flames?|smoke|(smoke|fire) (alarm|detector)s? (is |are |keeps |keep )?(going off|sounding|ringing)|burning smell|smell of burning|smells? (of )?burning|pożar|pali się|dym|incendio|humo|fuego|incendie|feu|fumée|feuer|rauch|brennt|inc[eê]ndio|fogo|fumo|incendiu|fum|foc|fuoco|rook`,
    ),
    unless:
      /(smoke|fire|co) (alarm|detector)s? (\w+ ){0,4}(beep\w*|chirp\w*|batter\w*|test\w*)|(smoke|fire) (alarm|detector)s?(?! (is |are |keeps |keep )?(going off|sounding|ringing))|fire (door|exit|escape|extinguisher|blanket|safety|risk assessment|place)|fireplace|fire alarm test|(cigarette|cannabis|weed|tobacco) smoke|smoke from (next door|the neighbou?rs?)/gi,
  },
  {
    why: 'sparks, exposed wires or electric shocks',
    category: 'electrical',
    negatable: true,
    words: words(
      String.raw`sparks?|sparking|exposed wir\w*|live wir\w*|bare wir\w*|electric(al)? shocks?|(got|get|getting) (a )?shock\w*|socket (is )?(smoking|melting|melted|scorched|burnt)|scorch marks?|iskr\w*|porażenie|chispas|descarga eléctrica|étincelles|funken|stromschlag|faíscas|choque elétrico|scântei|scantei|scintille|vonken`,
    ),
  },
  {
    why: 'water leak that is not contained (flooding, a burst pipe or water through a ceiling or near electrics)',
    category: 'plumbing',
    negatable: true,
    words: words(
      String.raw`flood(s|ed|ing)?|burst (pipe|main|tank)|pipe (has )?burst|water (is |has been )?(still )?(pouring|gushing|pissing|coming|running|leaking) (in|through|down|everywhere)|water (pouring|gushing) |through (the |my |our |her |his |their )?ceiling|(leak\w*|water|dripping|drips) (from|through) (the |my |our |her |his |their )?(\w+ )?ceiling|leak\w* (in)?to (the )?(flat|property|house|home) (below|downstairs)|ceiling (is )?(leaking|dripping|bulging|coming down)|water (in|near|into) (the )?(light|lights|electrics|sockets?|fuse ?box|consumer unit)|can'?t (turn|switch) (the water )?off|(leak|water) (won'?t|will not) stop|zalan\w*|zalewa|pęk\w* rur\w*|inund\w*|tuber[ií]a rota|inond\w*|dégât des eaux|überschwemm\w*|wasserrohrbruch|rohrbruch|cano rebentado|țeav[aă] spart[aă]|teava sparta|allagament\w*|tubo rotto|overstroming`,
    ),
  },
  {
    why: 'sewage or the only toilet overflowing',
    category: 'plumbing',
    negatable: true,
    words: words(String.raw`sewage|raw sewage|toilet (is )?overflowing|overflowing toilet|only toilet (is )?(blocked|not working|broken)`),
  },
  {
    why: 'no electricity',
    category: 'electrical',
    words: words(
      String.raw`no (power|electric\w*|lights at all)|power (cut|is out|is off|outage|has gone)|(all )?(the )?electric\w* (is |has )?(off|out|gone)|lost (all )?power|brak prądu|nie ma prądu|sin (luz|electricidad)|pas d'électricité|plus d'électricité|kein strom|sem (luz|eletricidade)|f[aă]r[aă] curent|senza corrente|geen stroom`,
    ),
  },
  {
    why: 'no heating or hot water in the heating season',
    category: 'heating',
    heatingSeason: true,
    words: words(
      String.raw`no (heating|heat|hot water)|(heating|boiler)( system| in (my|the|our) (flat|house|home))? (is )?(still )?(not working|isn'?t working|not on|broken|broke down|broken down|has broken down|stopped working|has stopped|packed up|died|failed|off|down|keeps cutting out)|without (any )?(heating|hot water)|radiators? (are |is )?(stone )?cold|brak (ogrzewania|ciepłej wody)|ciepła woda (\w+ ){0,2}nie działa|ogrzewanie (\w+ ){0,2}nie działa|nie ma (ogrzewania|ciepłej wody)|sin (calefacci[oó]n|agua caliente)|pas de chauffage|pas d'eau chaude|keine heizung|heizung (ist )?ausgefallen|kein warmwasser|sem (aquecimento|[aá]gua quente)|f[aă]r[aă] (c[aă]ldur[aă]|[aă]p[aă] cald[aă])|senza riscaldamento|niente acqua calda|geen (verwarming|warm water)`,
    ),
  },
  {
    why: 'the home is not secure (break-in, a door that will not lock or a smashed window)',
    category: 'security',
    words: words(
      String.raw`break-?in|broken into|burglar\w*|burgled|door (was |has been )?(kicked|forced) (in|open)|(can'?t|cannot|can not|unable to) lock (the |my |our )?(front |back )?door|(front|back) door (won'?t|will not|doesn'?t|does not) lock|smashed window|window (has been |was |is )?smashed|włamanie|robo en casa|cambriolage|einbruch|assalto|furto`,
    ),
  },
  {
    why: 'a ceiling or structure collapsing',
    words: words(
      String.raw`ceiling( in the \w+)? (has )?(collapsed|caved in|fallen( down| in)?|falling (down|in))|collapsed ceiling|(wall|roof) (has )?collapsed`,
    ),
  },
  {
    why: 'someone trapped in a lift',
    words: words(String.raw`(stuck|trapped) in (the )?lift`),
  },
];

/** Someone at greater risk: a heating failure is urgent in any month. */
const VULNERABLE = words(
  String.raw`elderly|pensioner|disabled|disability|newborn|baby|babies|infant|toddler|pregnant|vulnerable|oxygen|dialysis|(very |really )?ill|illness|chemo\w*|wheelchair`,
);

/** A negation shortly before the match ('no smell of gas', "there isn't any smoke now"). */
const NEGATED_BEFORE = /\b(no|not|isn'?t|wasn'?t|aren'?t|without|never|can'?t smell|cannot smell|don'?t smell)\b[^.!?,;]{0,12}$/i;

/** Why the text reads as urgent, in an agent's words ('smell of gas or a gas leak; no electricity'), or null. */
export function urgentReason(text: string, at: Date): string | null {
  const lower = text.toLowerCase();
  const reasons: string[] = [];
  for (const rule of URGENT_RULES) {
    if (!matchesRule(rule, lower)) continue;
    if (!rule.heatingSeason || HEATING_SEASON_MONTHS.includes(ukMonth(at))) reasons.push(rule.why);
    else if (VULNERABLE.test(lower)) reasons.push('no heating or hot water for a vulnerable person');
  }
  return reasons.length > 0 ? reasons.join('; ') : null;
}

function matchesRule(rule: UrgentRule, text: string): boolean {
  const cleaned = rule.unless ? text.replace(rule.unless, ' ') : text;
  // Most texts match no rule: one test says so before the matches are walked for negations.
  if (!rule.words.test(cleaned)) return false;
  if (!rule.negatable) return true;
  for (const match of cleaned.matchAll(new RegExp(rule.words.source, 'giu'))) {
    if (NEGATED_BEFORE.test(cleaned.slice(Math.max(0, match.index - 30), match.index))) continue;
    return true;
  }
  return false;
}

/**
 * The category a new ticket about `text` most likely is: that of the first emergency it describes,
 * else of the first fault words found, else 'other'.
 */
export function ticketCategory(text: string): Category {
  const lower = text.toLowerCase();
  const emergency = URGENT_RULES.find((rule) => rule.category && matchesRule(rule, lower));
  return emergency?.category ?? categoriesIn(lower)[0] ?? 'other';
}

/** The sender asks for haste without describing an emergency ('urgent', 'asap'). */
const ASKS_FOR_HASTE = words(String.raw`urgent\w*|asap|a\.s\.a\.p|as soon as possible|emergency|pilne|urgente|dringend|urgence`);

/**
 * A new ticket's priority: emergency when the message describes an emergency (`urgent`, the
 * routing's flag), urgent when the sender asks for haste, else important.
 */
export function ticketPriority(urgent: boolean, text: string): TicketPriority {
  if (urgent) return 'emergency';
  return ASKS_FOR_HASTE.test(text) ? 'urgent' : 'important';
}

/** Built once: a formatter is costly to make, and the routing asks for every urgent-looking message. */
const UK_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', month: 'numeric' });

/** The month (1-12) in the UK at `at`. */
export function ukMonth(at: Date): number {
  return Number(UK_MONTH.format(at));
}
