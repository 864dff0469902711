/** Word lists for the demo data: a UK housing company's people, places and repairs. */

export const STAFF: [string, string][] = [
  ['Amira', 'Khan'],
  ['Tom', 'Fletcher'],
  ['Grace', 'Okafor'],
  ['Liam', 'Murphy'],
  ['Sophie', 'Clarke'],
  ['Daniel', 'Novak'],
];

export const FIRST_NAMES = [
  'Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Noah', 'Mia', 'Jack', 'Ivy', 'Leo', 'Freya',
  'Arthur', 'Lily', 'Muhammad', 'Florence', 'Oscar', 'Willow', 'Charlie', 'Rosie', 'Jacob', 'Evie',
  'Thomas', 'Poppy', 'Henry', 'Sienna', 'James', 'Elsie', 'William', 'Aisha', 'Ethan', 'Maya',
  'Samuel', 'Zara', 'Joseph', 'Hannah', 'Aleksander', 'Olga', 'Priya', 'Tomasz', 'Fatima', 'Kwame',
];

export const LAST_NAMES = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Patel', 'Robinson',
  'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Thomas', 'Clarke',
  'Jackson', 'Wood', 'Harris', 'Edwards', 'Turner', 'Martin', 'Cooper', 'Hill', 'Ward', 'Hughes',
  'Moore', 'Kowalski', 'Nowak', 'Ahmed', 'Ali', 'Hussain', 'Mensah', 'Campbell', 'Kelly', 'Begum',
];

export const LANGUAGES = ['Polish', 'Romanian', 'Spanish', 'Welsh', 'Urdu', 'Portuguese', 'Arabic'];

export const STREETS = [
  'Oak Road', 'Victoria Street', 'Station Road', 'Church Lane', 'Mill Lane', 'Park Avenue', 'High Street',
  'Queens Road', 'Kings Road', 'The Crescent', 'Albert Terrace', 'Elm Grove', 'Riverside Walk',
  'Chapel Street', 'Market Square', 'Willow Close', 'Canal Street', 'Beech Drive', 'Orchard Way',
  'Wellington Road', 'Brunswick Place', 'Cedar Court', 'Meadow View', 'Harbour Lane',
];

export const TOWNS = [
  'Manchester', 'Leeds', 'Bristol', 'Sheffield', 'Nottingham', 'Liverpool', 'Birmingham', 'Leicester',
  'Cardiff', 'Reading', 'Brighton', 'York', 'Coventry', 'Bath', 'Oxford', 'Norwich',
];

export const PROPERTY_KINDS = ['Flat', 'Flat', 'House'];

export const COMPANY_PREFIXES = [
  'Harbour', 'Oakwood', 'Riverside', 'Kingsway', 'Meridian', 'Northgate', 'Beacon', 'Ashford',
  'Elmstead', 'Westbrook', 'Greenfield', 'Summit', 'Cathedral', 'Millbrook', 'Parkside', 'Lighthouse',
  'Foxglove', 'Sterling', 'Castlegate', 'Wharf',
];

export const COMPANY_SUFFIXES = [
  'Housing Association', 'Property Management', 'Lettings', 'Estates', 'Homes', 'Living', 'Residential',
];

export const TAGS = ['tenant-reported', 'recurring', 'out-of-hours', 'insurance', 'vulnerable-tenant', 'warranty', 'access-needed'];

/** A repair a tenant reports: the ticket's title, description and category. */
export const TICKET_PROBLEMS: { title: string; description: string; category: string }[] = [
  { category: 'plumbing', title: 'Leaking kitchen tap', description: 'The kitchen mixer tap drips constantly, even when fully closed. Water is pooling in the cupboard below.' },
  { category: 'plumbing', title: 'Blocked bathroom sink', description: 'The bathroom basin drains very slowly and smells. Tenant has tried a plunger without success.' },
  { category: 'plumbing', title: 'Toilet cistern keeps running', description: 'The toilet cistern refills every few minutes; the fill valve seems to be faulty.' },
  { category: 'plumbing', title: 'Water coming through ceiling', description: 'Water is dripping through the living-room ceiling from the flat above. Tenant has put a bucket down.' },
  { category: 'plumbing', title: 'Low water pressure in shower', description: 'Shower pressure dropped to a trickle over the last week; the kitchen taps are fine.' },
  { category: 'electrical', title: 'Sockets in bedroom not working', description: 'Both double sockets in the main bedroom stopped working. The RCD trips when reset.' },
  { category: 'electrical', title: 'Flickering hallway lights', description: 'The hallway and landing lights flicker on and off, worse in the evening.' },
  { category: 'electrical', title: 'Extractor fan broken', description: 'The bathroom extractor fan makes a grinding noise and no longer clears the steam.' },
  { category: 'electrical', title: 'Consumer unit tripping', description: 'The main switch on the consumer unit trips several times a day, leaving the flat without power.' },
  { category: 'heating', title: 'No heating or hot water', description: 'Boiler shows fault code F28 and will not fire. No heating or hot water since this morning.' },
  { category: 'heating', title: 'Radiator cold at the top', description: 'The living-room radiator is cold at the top and warm at the bottom; probably needs bleeding.' },
  { category: 'heating', title: 'Boiler losing pressure', description: 'The boiler pressure drops below 0.5 bar every couple of days and has to be topped up.' },
  { category: 'heating', title: 'Thermostat not responding', description: 'The wall thermostat display is blank and the heating does not come on at the set times.' },
  { category: 'appliances', title: 'Oven not heating', description: 'The fan oven turns on but does not heat up. The hob still works.' },
  { category: 'appliances', title: 'Washing machine leaking', description: 'Water leaks from the front of the washing machine during the spin cycle.' },
  { category: 'appliances', title: 'Fridge freezer not cooling', description: 'The fridge is warm and the freezer is defrosting. Food has had to be thrown away.' },
  { category: 'appliances', title: 'Dishwasher not draining', description: 'Standing water remains in the bottom of the dishwasher after every cycle.' },
  { category: 'security', title: 'Front door lock jammed', description: 'The front door lock is stiff and the key will not turn fully; tenant is worried about getting locked out.' },
  { category: 'security', title: 'Broken window latch', description: 'The latch on the ground-floor bedroom window is broken and the window cannot be secured.' },
  { category: 'security', title: 'Communal entry door not closing', description: 'The communal entrance door does not close by itself, so the building is left open.' },
  { category: 'security', title: 'Smoke alarm chirping', description: 'The hard-wired smoke alarm in the hallway chirps every minute even after a new battery.' },
  { category: 'other', title: 'Damp and mould in bedroom', description: 'Black mould is spreading on the bedroom wall behind the wardrobe; the room smells damp.' },
  { category: 'other', title: 'Garden fence panel blown down', description: 'Two fence panels came down in the storm and the garden is now open to the alley.' },
  { category: 'other', title: 'Pest control: mice in kitchen', description: 'Tenant has seen mice in the kitchen at night and found droppings in the cupboards.' },
];

export const ACTIVITY_NOTES = [
  'Contractor booked for the first available slot.',
  'Tenant confirmed access for the visit.',
  'Parts ordered from the supplier; delivery expected within 3 working days.',
  'Engineer attended and made the area safe; follow-up visit needed.',
  'Chased the supplier for an updated delivery date.',
  'Photos received from the tenant and added to the file.',
  'Quote received and approved by the client.',
  'No answer at the property; calling card left.',
  'Repair completed and tested with the tenant present.',
  'Landlord informed about the cost of the repair.',
];

export const CALL_SUMMARIES = [
  'tenant described the problem and agreed a visit window.',
  'confirmed access arrangements and parking.',
  'explained the next steps and expected timescales.',
  'tenant reported the problem is getting worse; priority reviewed.',
  'agreed to send photos by e-mail.',
];

export const TASK_TITLES = [
  'Book contractor visit',
  'Order replacement parts',
  'Call tenant to confirm access',
  'Send quote to client for approval',
  'Check work completed to standard',
  'Update client on progress',
  'Arrange follow-up inspection',
];
