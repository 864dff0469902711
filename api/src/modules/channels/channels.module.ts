import { feature, resolver } from '../../common/feature-module';
import type { TwilioSender } from '../conversations/twilio-sender';
import type { EmailAccountService } from '../email/email-account.service';
import type { MailService } from '../email/mail.service';
import type { MailboxService } from '../mailboxes/mailbox.service';
import { ChannelsResolver } from './channels.resolver';
import { channelsRouter } from './channels.rest';
import { ChannelService } from './channels.service';

interface Uses {
  channels: ChannelService;
  mailboxes: MailboxService;
  emailAccounts: EmailAccountService;
  mail: MailService;
  twilioSender: TwilioSender;
}

/** The Channels screen (Settings): how each channel is set up, its webhook addresses, newest traffic and failure, test messages. */
export const channelsModule = feature<Uses>()({
  name: 'channels',
  entities: [],
  services: {
    channels: ({ mailboxes, emailAccounts, mail, twilioSender }, { dataSource, config, clock }) =>
      new ChannelService(dataSource, config, clock, { mailboxes, emailAccounts, mail, twilio: twilioSender }),
  },
  resolvers: [resolver(ChannelsResolver, ({ channels }) => new ChannelsResolver(channels))],
  routers: [{ path: '/api/channels', create: ({ channels }) => channelsRouter(channels) }],
});
