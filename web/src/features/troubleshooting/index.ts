// The knowledge-base parts other features show (the ticket detail's Responsibility card). Another
// feature imports a feature through its index or its use*.ts hooks only; keep this index small: it
// is loaded with the screens that import it.
export { TicketResponsibilityPanel } from './TicketResponsibilityPanel';
