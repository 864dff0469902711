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
  /** The text must say this too (headaches count as carbon monoxide only beside an alarm or a gas appliance). */
  with?: RegExp;
  /** Phrases that make a match harmless ('smoke alarm battery beeping'). */
  unless?: RegExp;
  /** The words in a negated phrase ('no smell of gas any more') do not count. */
  negatable?: boolean;
  /** Only in the heating season, unless someone vulnerable is mentioned. */
  heatingSeason?: boolean;
  /** The kind of fault a ticket about it is (a gas smell is a heating job, not the plumbing its 'leak' suggests). */
  category?: Category;
}

// Tenants misspell the words that matter most and say them in their own words: these fragments
// take the common spellings ('gass', 'smeling', 'celing', 'leek') and stay inside one sentence.
const GAS = String.raw`gas{1,2}`;
const SMELL = String.raw`(?:smel\w*|whiff\w*|odou?r\w*|stink\w*|pong\w*)`;
const CEILING = String.raw`(?:c[ei]{1,3}l{1,2}ings?|seil{1,2}ings?)`;
const LEAK = String.raw`(?:le[ae]k\w*)`;
const SAME_SENTENCE = String.raw`[^.!?]{0,40}`;
/** Where gas is burnt or metered: an unexplained smell there is treated as a gas leak until someone has checked. */
const GAS_APPLIANCE = String.raw`(?:cooker(?! hood)|hob|boiler|gas fire|gas meter|meter cupboard|flue|gas pipe)`;
/** Fittings that carry mains electricity (not 'plug hole', not a doorbell's or an aerial's wires). */
const ELECTRIC_FITTING = String.raw`(?:sockets?|plug sockets?|plugs?(?! ?holes?)|switch(?:es)?|(?<!(?:doorbell|bell|phone|aerial|tv|broadband|speaker) )wires?|wiring|cables?|fuse ?box(?:es)?|consumer unit|electrics|light fittings?)`;
/** Burnt black, not black mould. */
const BLACK = String.raw`black(?:ened)?(?! (?:mou?ld|spots?))`;
const WONT = String.raw`(?:won'?t|will not|doesn'?t|does not|can'?t|cannot|isn'?t|is not|not)`;

const URGENT_RULES: readonly UrgentRule[] = [
  {
    why: 'smell of gas or a gas leak',
    category: 'heating',
    negatable: true,
    words: words(
      [
        String.raw`${GAS}\w* (?:smel\w*|${LEAK}|escape\w*)`,
        String.raw`${SMELL}(?: \w+){0,3} ${GAS}`,
        // Gas is odorised to smell of rotten eggs: tenants describe the smell, not the gas.
        String.raw`rotten eggs?|egg(?:s|y)? ${SMELL}|${SMELL}${SAME_SENTENCE}\beggs?`,
        String.raw`${SMELL}${SAME_SENTENCE}${GAS_APPLIANCE}|${GAS_APPLIANCE}${SAME_SENTENCE}${SMELL}`,
        String.raw`zapach gazu|ulatnia się gaz|wyciek gazu|olor a gas|huele a gas|fuga de gas|odeur de gaz|fuite de gaz|gasgeruch|riecht nach gas|gasleck|cheiro (a|de) g[aá]s|cheira a g[aá]s|fuga de g[aá]s|miros de gaz|miroase a gaz|scurgere de gaz|odore di gas|fuga di gas|gaslucht|gaslek`,
      ].join('|'),
    ),
    // Smells with a cause of their own, and burning, which the fire rule reads.
    unless:
      /(damp|mou?ldy?|musty|drains?|sewage|bins?|food|cooking|burning|burnt) (smel\w*|odou?r)|(smel\w*|odou?r)s? (of |like )?(damp|mou?ld|musty|drains?|sewage|bins?|food|cooking|burning|burnt)/gi,
  },
  {
    why: 'carbon monoxide alarm sounding',
    category: 'heating',
    negatable: true,
    words: words(
      [
        String.raw`carbon monoxide (?:poisoning|leak\w*|fumes)|monoxide poisoning`,
        // An alarm that is sounding, not one that is wanted, out of date or low on battery.
        String.raw`(?:co|carbon monoxide|monoxide)(?: (?:alarm|detector|monitor)s?)?(?: \w+){0,4} (?:going off|gone off|went off|goes off|keeps going|beep\w*|sounding|sounded|ringing|screaming|screeching|flashing|alarming|won'?t stop)`,
        String.raw`czad\w*|mon[oó]xido de carbono|monoxyde de carbone|kohlenmonoxid|monoxid de carbon|monossido di carbonio|koolmonoxide`,
      ].join('|'),
    ),
    // A sentence about the battery or the alarm's age is about a beeping alarm that needs a battery.
    unless: /[^.!?]*\b(chirp\w*|batter(y|ies)|end of life|expir\w*|replace by)\b[^.!?]*/gi,
  },
  {
    why: 'signs of carbon monoxide poisoning',
    category: 'heating',
    negatable: true,
    // Headaches, dizziness or sickness at home are carbon monoxide until ruled out when an alarm sounds or a gas appliance is mentioned.
    words: words(
      String.raw`(?:ha(?:ve|s|d|ving)|got|get|getting|giv\w* (?:me|us|him|her|them)|with|all) (?:a |bad |terrible |awful |constant |splitting )?headaches?|(?:head|heads)(?: is| are| was)? (?:pounding|banging|splitting|spinning|thumping|killing|hurt\w*)|dizz(?:y|iness)|light-?headed|(?:feel|feels|feeling|felt) (?:really |very |so |a bit )?(?:sick|faint|drowsy|sleepy|ill|unwell|woozy|rough)(?! of| and tired)|nause\w*|vomit\w*|throwing up|drowsy|fainted|fainting|passed out|short of breath|breathless`,
    ),
    with: words(String.raw`alarms?|detectors?|beep\w*|boilers?|gas fires?|heaters?|flames?|soot\w*|fumes|flues?`),
  },
  {
    why: 'fire or smoke',
    negatable: true,
    words: words(
      String.raw`fire|on fire|flames?|smoke|(smoke|fire) (alarm|detector)s? (is |are |keeps |keep )?(going off|sounding|ringing)|burning smell|smell of burning|smells? (of )?burning|burn(t|ed|ing)? (plastic|rubber) smell|smel\w* (of |like )?(burn\w*|melting|hot plastic)|pożar|pali się|dym|incendio|humo|fuego|incendie|feu|fumée|feuer|rauch|brennt|inc[eê]ndio|fogo|fumo|incendiu|fum|foc|fuoco|rook`,
    ),
    // Alarms that only chirp or are tested, fire-safety fittings, a gas fire, the flame of a working
    // appliance, a boiler 'firing up' and a neighbour's bonfire or barbecue are not a fire in the home.
    unless:
      /(smoke|fire|co) (alarm|detector)s? (\w+ ){0,4}(beep\w*|chirp\w*|batter\w*|test\w*)|(smoke|fire) (alarm|detector)s?(?! (is |are |keeps |keep )?(going off|sounding|ringing))|fire (door|exit|escape|extinguisher|blanket|safety|risk assessment|place|brigade)|fireplace|fire alarm test|(gas|electric|coal) fires?|(boiler|pilot|gas|hob|cooker|pilot light) flames?|(cigarette|cannabis|weed|tobacco) smoke|smoke from (next door|the neighbou?rs?)|fire[sd]? up|firing up|(bonfire|barbe?cue|bbq|firework)[^.!?]*/gi,
  },
  {
    why: 'sparks, exposed wires, burnt fittings or electric shocks',
    category: 'electrical',
    negatable: true,
    words: words(
      [
        String.raw`spark(?:s|ed|ing|y)?|exposed wir\w*|live (?:wir|cabl)\w*|bare wir\w*|(?:it'?s|is|are|still) live|electric(?:al)? shocks?|(?:got|get|getting|gives?|giving|gave) (?:me |us |you |him |her |them )?(?:a |an )?(?:electric )?shock\w*|socket (?:is )?(?:smoking|melting|melted|scorched|burnt)|scorch marks?`,
        // A fitting that is burnt, crackling, buzzing, hot or hanging loose is about to fail dangerously.
        String.raw`${ELECTRIC_FITTING}${SAME_SENTENCE}\b(?:${BLACK}|scorch\w*|burn(?:t|ed|ing)|melt\w*|charred|crackl\w*|buzzing|buzzes|sizzl\w*|smoking|smoke coming|hot to (?:the )?touch|(?:really|very|too|red) hot|hanging (?:out|down|off)|sticking out|exposed|bare)`,
        String.raw`(?:${BLACK}|scorch\w*|burn(?:t|ed)|melt(?:ed|ing)|charred|crackl\w*|sizzl\w*)${SAME_SENTENCE}\b${ELECTRIC_FITTING}`,
        String.raw`iskr\w*|porażenie|chispas|descarga eléctrica|étincelles|funken|stromschlag|faíscas|choque elétrico|scântei|scantei|scintille|vonken`,
      ].join('|'),
    ),
  },
  {
    why: 'water leak that is not contained (flooding, a burst pipe or water through a ceiling or near electrics)',
    category: 'plumbing',
    negatable: true,
    words: words(
      [
        String.raw`flood(?:s|ed|ing)?|burst (?:pipe|main|tank|cylinder|hose)|(?:pipe|tank|cylinder|main|hose)s?(?: \w+){0,3} (?:has |have |is )?(?:burst|split|cracked open|blown|come off|came off)`,
        String.raw`(?:water|${LEAK})${SAME_SENTENCE}\b(?:pour\w*|gush\w*|piss\w*|spray\w*|spurt\w*|stream\w*|cascad\w*|pumping|everywhere)`,
        String.raw`(?:water|${LEAK}|dripping|drips)(?: \w+){0,4} (?:from|through|out of|in) (?:the |my |our |her |his |their )?(?:\w+ )?${CEILING}|through (?:the |my |our |her |his |their )?${CEILING}`,
        String.raw`${CEILING}(?: in the \w+| \w+)? (?:is |has )?(?:leaking|dripping|bulging|bowing|sagging|coming down|pouring|soaked)`,
        // Water that reaches another home, the walls or the electrics spreads and cannot be mopped up.
        String.raw`(?:water|${LEAK}|dripping|pouring)${SAME_SENTENCE}\bfrom (?:the )?(?:flat |neighbou?r'?s? )?(?:upstairs|above)`,
        String.raw`(?:coming|going|leaking|dripping|pouring|running|seeping|gone|getting) (?:through|through to|in ?to|down ?to) (?:the )?(?:downstairs|flat below|flat underneath|neighbou?rs? (?:below|downstairs))|${LEAK} (?:in)?to (?:the )?(?:flat|property|house|home) (?:below|downstairs)`,
        String.raw`(?:running|pouring|streaming|pissing|coming|dripping|gushing) down (?:the |my |our )?walls?`,
        String.raw`(?:water|wet|${LEAK}|dripping|drips|soaked)${SAME_SENTENCE}\b(?:electrics|sockets?|fuse ?box|consumer unit|light fittings?|lamp|wiring)|(?:electrics|sockets?|fuse ?box|consumer unit|light fittings?|wiring)${SAME_SENTENCE}\b(?:wet|soaked|water|dripping)|water (?:in|near|into) (?:the )?(?:light|lights|electrics|sockets?|fuse ?box|consumer unit)`,
        String.raw`(?:(?:water|${LEAK}|pipe)${SAME_SENTENCE}\b)?(?:can'?t|cannot|can not|unable to) (?:turn|switch|shut) (?:the water |water |the stop ?cock |the stop ?tap )off|(?:water|${LEAK}|pipe)${SAME_SENTENCE}\b(?:can'?t|cannot|can not|unable to) (?:turn|switch|shut) (?:it )?off|(?:stop ?cock|stop ?tap|stop valve)s? (?:won'?t|will not|doesn'?t|can'?t|is stuck|stuck|seized)|(?:${LEAK}|water) (?:won'?t|will not) stop|(?:tank|cylinder)(?: \w+){0,3} (?:has )?overflow\w*`,
        String.raw`zalan\w*|zalewa|pęk\w* rur\w*|inund\w*|tuber[ií]a rota|inond\w*|dégât des eaux|überschwemm\w*|wasserrohrbruch|rohrbruch|cano rebentado|țeav[aă] spart[aă]|teava sparta|allagament\w*|tubo rotto|overstroming`,
      ].join('|'),
    ),
    unless: /(water|le[ae]k\w*) (bill|pressure|meter|rates)|condensation[^.!?]*/gi,
  },
  {
    why: 'sewage or the only toilet overflowing',
    category: 'plumbing',
    negatable: true,
    words: words(
      [
        String.raw`sewage|sewerage|raw sewage|toilet (?:is )?overflowing|overflowing toilet|only toilet (?:is )?(?:blocked|not working|broken)`,
        String.raw`(?:poo|poop|faeces|feces|excrement|human waste|toilet water|dirty water|waste water|foul water)\w*(?: \w+){0,4} (?:coming|backing|bubbling|welling|pouring|spilling|overflowing)`,
        String.raw`(?:coming|backing|bubbling|welling) (?:back )?up (?:through|out of|from|in) (?:the )?(?:toilet|loo|drains?|plug ?holes?|shower|bath|sink|floor)`,
      ].join('|'),
    ),
  },
  {
    why: 'no electricity',
    category: 'electrical',
    words: words(
      [
        String.raw`no (?:power|electric\w*|lights at all)|power (?:cut|is out|is off|outage|has gone)|(?:all )?(?:the )?electric\w* (?:is |has )?(?:off|out|gone)|lost (?:all )?power`,
        // The supply trips and will not come back: the tenant has done what can be done.
        String.raw`(?:power|electricity|electrics|trip\w*(?: switch(?:es)?)?|fuses?|rcd|mcb|breakers?)${SAME_SENTENCE}\b${WONT}(?: \w+)? (?:come back on|come on|stay (?:up|on)|reset|go back (?:up|on))`,
        String.raw`brak prądu|nie ma prądu|sin (?:luz|electricidad)|pas d'électricité|plus d'électricité|kein strom|sem (?:luz|eletricidade)|f[aă]r[aă] curent|senza corrente|geen stroom`,
      ].join('|'),
    ),
  },
  {
    why: 'no heating or hot water in the heating season',
    category: 'heating',
    heatingSeason: true,
    words: words(
      [
        String.raw`no (?:heating|heat|hot water)|without (?:any )?(?:heating|heat|hot water)|radiators? (?:are |is )?(?:all )?(?:stone )?cold`,
        String.raw`(?:heating|heater|boiler|radiators|rads)(?: \w+){0,2} ${WONT}(?: \w+)? (?:work\w*|come on|coming on|came on|fire|firing|start\w*|turn\w* on|heat\w*|light\w*|ignit\w*|go on)`,
        String.raw`(?:heating|heater|boiler)(?: \w+){0,3} (?:is |has |keeps |just )?(?:still )?(?:broken|broke|broken down|dead|died|packed (?:up|in)|failed|stopped(?! (?:making|leaking|dripping|banging))|conked out|given up|gave up|bust|kaput|cut(?:ting)? out|(?:is |are |has gone |went |keeps (?:going |cutting |turning )|been )(?:off|down))`,
        String.raw`brak (?:ogrzewania|ciepłej wody)|ciepła woda (?:\w+ ){0,2}nie działa|ogrzewanie (?:\w+ ){0,2}nie działa|nie ma (?:ogrzewania|ciepłej wody)|sin (?:calefacci[oó]n|agua caliente)|pas de chauffage|pas d'eau chaude|keine heizung|heizung (?:ist )?ausgefallen|kein warmwasser|sem (?:aquecimento|[aá]gua quente)|f[aă]r[aă] (?:c[aă]ldur[aă]|[aă]p[aă] cald[aă])|senza riscaldamento|niente acqua calda|geen (?:verwarming|warm water)`,
      ].join('|'),
    ),
    // One cold radiator is a repair, not a home without heating.
    unless: /\b(one|a|single) (of the )?radiators?|the (rest|others) (are|is) (fine|ok|okay|working|warm|hot)/gi,
  },
  {
    why: 'the home is not secure (break-in, a door that will not lock or a smashed window)',
    category: 'security',
    words: words(
      [
        String.raw`break-?in|broken into|burglar\w*|burgled|(?:tried|trying|attempted|try) to (?:get|break|force)(?: \w+)? in|(?:door ?frame|door lock)s?(?: \w+){0,3} (?:split|smashed|snapped|forced|ripped off)|doors? (?:\w+ ){0,3}(?:kicked|forced|smashed) (?:in|open|off)`,
        String.raw`(?:can'?t|cannot|can not|unable to) (?:lock|secure|shut|close) (?:the |my |our )?(?:front |back |flat |main )?(?:door|house|flat|home|property)|(?:front|back|main|flat|entrance|patio|the) door(?: \w+)? (?:won'?t|wont|will not|doesn'?t|does not|can'?t|cannot) (?:shut|close|lock|be locked|secure)\w*`,
        String.raw`(?:took|taken|stole|stolen|ripped out) the locks?|smashed window|windows?(?: \w+){0,4} (?:smashed|shattered|put through|kicked in)|(?:smashed|shattered|put through)(?: \w+){0,3} windows?`,
        String.raw`włamanie|robo en casa|cambriolage|einbruch|assalto|furto`,
      ].join('|'),
    ),
  },
  {
    why: 'a ceiling or structure collapsing or coming away',
    words: words(
      [
        String.raw`${CEILING}(?: \w+){0,3} (?:has |have |had )?(?:just |now |partly |partially )?(?:collapsed|caved in|come down|came down|coming down|fallen(?: down| in)?|fell(?: down| in)?|falling (?:down|in)|gave way|given way|giving way)|collapsed ${CEILING}`,
        String.raw`(?:walls?|roof|floor|stairs|staircase|chimney)(?: \w+){0,2} (?:has |have |is |are )?(?:collapsed|caved in|moving|leaning|giving way|gave way|falling (?:down|in))`,
        // A balcony or stair rail that comes away is a fall from height.
        String.raw`(?:balcony|railings?|banisters?|hand ?rails?|balustrades?)(?: \w+){0,3} (?:came|come|coming|has come|have come|fell|fallen|falling) (?:away|off|down|loose|out)|(?:balcony|railings?|banisters?|hand ?rails?)(?: \w+){0,3} (?:hanging off|collapsed|gave way|given way)`,
      ].join('|'),
    ),
  },
  {
    why: 'someone trapped in a lift',
    words: words(
      String.raw`(?:stuck|trapped|shut|locked|stranded) in(?:side)? (?:the |a )?lifts?|lifts?(?: \w+){0,4} (?:stuck|stopped|broken down|broke down|jammed)(?: \w+){0,6} (?:inside|in it|in there)`,
    ),
  },
];

/** Someone at greater risk: a heating failure is urgent in any month. */
const VULNERABLE = words(
  [
    String.raw`elderly|pensioner|oap|frail|disabled|disability|newborn|baby|babies|infant|toddler|pregnant|vulnerable|oxygen|dialysis|(?:very |really )?ill|illness|chemo\w*|wheelchair|housebound|bed-?bound|bedridden|carer`,
    // An age said as a number: 'my mum is 88', 'she's 91', 'aged 79'.
    String.raw`(?:aged?|is|she'?s|he'?s|shes|hes|who'?s|who is) (?:[7-9]\d|1[01]\d)|(?:[7-9]\d|1[01]\d) ?(?:years? old|yrs? old|yo|year-old)|in (?:her|his|their) (?:late )?(?:seventies|eighties|nineties|[789]0s)`,
    String.raw`arthritis|dementia|alzheimer\w*|parkinson\w*|copd|emphysema|asthma\w*|heart (?:condition|problems?|failure)|cancer|stroke|medical condition|mobility|hospital`,
  ].join('|'),
);

/** A negation shortly before the match ('no smell of gas', "there isn't any smoke now", 'nobody stuck'). */
const NEGATED_BEFORE =
  /\b(no|not|isn'?t|wasn'?t|aren'?t|without|never|nobody|no-one|noone|no longer|can'?t smell|cannot smell|don'?t smell)\b[^.!?,;]{0,12}$/i;

/** The danger is over in the clause that tells of it ('the flood last year was sorted', 'the socket was replaced, all good'). */
const RESOLVED = words(
  String.raw`sorted(?: out)?|fixed|repaired|replaced|capped(?: off)?|made safe|all (?:fine|good|ok|okay|dry|sorted)|(?:fine|ok|okay|good|dry|working) now|no longer`,
);
/** ...unless it has come back or is still to be put right ('the engineer said it was fixed, it smells again', 'needs fixing'). */
const NOT_OVER = words(
  [
    String.raw`again|still|(?:is|it'?s|came|come|coming) back|returned|worse|supposed to|meant to|(?:and|but) now|now (?:it|its|it'?s|there|the|no|water)`,
    String.raw`(?:hasn'?t|haven'?t|wasn'?t|isn'?t|not|never) (?:been |got )?(?:fixed|sorted|repaired)|need\w* (?:to be )?(?:fixed|sorted|repaired|replaced)|to be (?:fixed|sorted|repaired|replaced)`,
    String.raw`(?:can|could|will|please)(?: \w+){0,3} (?:fixed|sorted|repaired|replaced)|(?:get|got) (?:it |this |them )?(?:fixed|sorted|repaired|replaced)`,
  ].join('|'),
);
/** Where a clause ends: a fix told in one clause says nothing of the next ('the leak was fixed, now the ceiling is pouring'). */
const CLAUSE_BREAK = /[.!?;,]| but /g;

/** What of a message is judged urgent: its subject and the sender's own words (not the quoted thread). */
export function urgentText(subject: string | null, body: string): string {
  return `${subject ?? ''}\n${ownText(body)}`;
}

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
  if (!rule.words.test(cleaned) || (rule.with && !rule.with.test(cleaned))) return false;
  for (const match of cleaned.matchAll(new RegExp(rule.words.source, 'giu'))) {
    if (rule.negatable && NEGATED_BEFORE.test(cleaned.slice(Math.max(0, match.index - 30), match.index))) continue;
    if (isOver(clauseOf(cleaned, match.index, match.index + match[0].length))) continue;
    return true;
  }
  return false;
}

/** The clause around text[start, end): from the break before it to the break after it. */
function clauseOf(text: string, start: number, end: number): string {
  let from = 0;
  let to = text.length;
  for (const b of text.matchAll(CLAUSE_BREAK)) {
    if (b.index + b[0].length <= start) from = b.index + b[0].length;
    else if (b.index >= end) {
      to = b.index;
      break;
    }
  }
  return text.slice(from, to);
}

function isOver(clause: string): boolean {
  return RESOLVED.test(clause) && !NOT_OVER.test(clause);
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
