import { Button, Card, Flex, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  CountryValue,
  LANGUAGE_LABELS,
  LanguageValue,
  ROLE_LABELS,
  Role as StoredRole,
  SIGNUP_MODE_LABELS,
  SignupMode as StoredSignupMode,
  TICKET_PRIORITY_LABELS,
  TicketPriorityValue,
  namesOf,
} from '@pmp/shared';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import type { Country, Language, Role, SignupMode, TicketPriority, UpdateCompanySettingsInput } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { serverFieldError } from '../../lib/formErrors';
import { FormikSelectField, FormikTextField, FormikTextarea } from '../../lib/FormikFields';
import { PageHeader } from '../../lib/PageHeader';
import { showError, showSuccess } from '../../lib/toaster';
import {
  PAUSABLE_STATUSES,
  PRIORITY_NAMES,
  businessHoursOf,
  companySchema,
  hoursHint,
  parseDomains,
  parseHours,
  toFormValues,
  type CompanyFormValues,
} from './companySchema';
import { PublicHolidaysCard } from './PublicHolidaysCard';
import { SlaClockFields } from './SlaClockFields';
import { useCompanySettings } from './useCompany';

const COUNTRIES = namesOf(CountryValue) as Country[];
const LANGUAGES = namesOf(LanguageValue) as Language[];
const SIGNUP_MODES = namesOf(StoredSignupMode) as SignupMode[];
/** Who signs up themself may be an agent or a viewer; an admin is made by another admin. */
const SIGNUP_ROLES: readonly Role[] = ['AGENT', 'VIEWER'];

/** The form's fields, by the name the server gives a field it refuses ("slaHours.urgent"). */
const FORM_FIELD_OF: Record<string, string> = {
  name: 'name',
  emailDomains: 'emailDomains',
  signupMode: 'signupMode',
  emailVerification: 'emailVerification',
  signupRole: 'signupRole',
  defaultCountry: 'defaultCountry',
  defaultLanguage: 'defaultLanguage',
  timeZone: 'timeZone',
  ...Object.fromEntries(PRIORITY_NAMES.map((p) => [`slaHours.${TicketPriorityValue[p]}`, `slaHours.${p}`])),
};

/**
 * What changed, as the server takes it: a setting left as it was is not sent, so a server default
 * the form cannot choose (an admin role for sign-ups, in development) is not sent back as a choice.
 */
function toInput(values: CompanyFormValues, was: CompanyFormValues): UpdateCompanySettingsInput {
  const input: UpdateCompanySettingsInput = {};
  if (values.name.trim() !== was.name) input.name = values.name.trim();
  const domains = parseDomains(values.emailDomains);
  if (domains.join(',') !== parseDomains(was.emailDomains).join(',')) input.emailDomains = domains;
  if (values.signupMode !== was.signupMode) input.signupMode = values.signupMode;
  if (values.emailVerification !== was.emailVerification) input.emailVerification = values.emailVerification;
  if (values.signupRole !== was.signupRole) input.signupRole = values.signupRole;
  if (values.defaultCountry !== was.defaultCountry) input.defaultCountry = values.defaultCountry;
  if (values.defaultLanguage !== was.defaultLanguage) input.defaultLanguage = values.defaultLanguage;
  const changedHours = PRIORITY_NAMES.filter((p) => values.slaHours[p].trim() !== was.slaHours[p]);
  if (changedHours.length) {
    input.slaHours = Object.fromEntries(changedHours.map((p) => [TicketPriorityValue[p], parseHours(values.slaHours[p])]));
  }
  if (values.timeZone !== was.timeZone) input.timeZone = values.timeZone;
  const chosen = <K extends string>(flags: Record<string, boolean>, names: readonly K[]) => names.filter((name) => flags[name]);
  const pauses = chosen(values.pauses, PAUSABLE_STATUSES);
  if (pauses.join() !== chosen(was.pauses, PAUSABLE_STATUSES).join()) input.slaPauseStatuses = pauses;
  const counting = chosen(values.businessHoursFor, PRIORITY_NAMES);
  if (counting.join() !== chosen(was.businessHoursFor, PRIORITY_NAMES).join()) input.businessHoursPriorities = counting;
  const hours = businessHoursOf(values.days);
  if (JSON.stringify(hours) !== JSON.stringify(businessHoursOf(was.days))) input.businessHours = hours;
  return input;
}

/** One priority's target in hours, with how it reads ("= 5 days"). */
function TargetField({ priority }: { priority: TicketPriority }) {
  const { values } = useFormikContext<CompanyFormValues>();
  const hint = hoursHint(values.slaHours[priority]);
  return (
    <FormikTextField
      name={`slaHours.${priority}`}
      label={`${TICKET_PRIORITY_LABELS[TicketPriorityValue[priority]]} (hours)`}
      required
      type="number"
      inputMode="numeric"
      min={1}
      helperText={hint ? `= ${hint}` : undefined}
    />
  );
}

function SectionCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Card.Title>{title}</Card.Title>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** /settings/company (admins): the company's name and domains, who may sign up, the defaults of new records, the SLA targets. */
export default function CompanySettingsPage() {
  const { settings, loading, error, update, saving } = useCompanySettings();

  const submit = async (values: CompanyFormValues, helpers: FormikHelpers<CompanyFormValues>) => {
    if (!settings) return;
    try {
      const saved = await update(toInput(values, toFormValues(settings)));
      helpers.resetForm({ values: toFormValues(saved) });
      showSuccess('Company settings saved', 'New SLA targets apply to tickets created from now on.');
    } catch (failure) {
      const blamed = serverFieldError(failure, Object.keys(FORM_FIELD_OF));
      if (blamed) helpers.setFieldError(FORM_FIELD_OF[blamed.field] ?? blamed.field, blamed.message);
      showError('The settings were not saved', errorMessage(failure));
    }
  };

  return (
    <>
      <PageHeader title="Company" />
      {error ? (
        <Text color="red.600" role="alert">
          {`The settings could not be loaded: ${errorMessage(error)}`}
        </Text>
      ) : loading || !settings ? (
        <Stack gap="4" aria-busy="true" aria-label="Loading the company settings">
          <Skeleton height="40" />
          <Skeleton height="40" />
        </Stack>
      ) : (
        <Formik<CompanyFormValues> initialValues={toFormValues(settings)} validationSchema={companySchema} onSubmit={submit}>
          {({ dirty }) => (
            <Form aria-label="Company settings" noValidate>
              <Stack gap="6" maxW="4xl">
                <SectionCard title="Company" description="How the desk names the company, and what new records start with.">
                  <FormikTextField name="name" label="Company name" required helperText="On the sign-in page and in e-mails to staff." />
                  <FormikTextarea
                    name="emailDomains"
                    label="Company e-mail domains"
                    rows={2}
                    placeholder="acme-housing.co.uk, acme.example"
                    helperText="Only addresses at these domains can have an account; empty: any address. Separate them with commas."
                  />
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                    <FormikSelectField name="defaultCountry" label="Default country" helperText="Of new properties and articles.">
                      {COUNTRIES.map((country) => (
                        <option key={country} value={country}>
                          {country}
                        </option>
                      ))}
                    </FormikSelectField>
                    <FormikSelectField name="defaultLanguage" label="Default language" helperText="Of new contacts.">
                      {LANGUAGES.map((language) => (
                        <option key={language} value={language}>
                          {LANGUAGE_LABELS[LanguageValue[language]]}
                        </option>
                      ))}
                    </FormikSelectField>
                  </SimpleGrid>
                </SectionCard>

                <SectionCard title="Sign-up" description="Who can create an account without an invitation, and with which role.">
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                    <FormikSelectField name="signupMode" label="Who can sign up">
                      {SIGNUP_MODES.map((mode) => (
                        <option key={mode} value={mode}>
                          {SIGNUP_MODE_LABELS[StoredSignupMode[mode]]}
                        </option>
                      ))}
                    </FormikSelectField>
                    <FormikSelectField name="signupRole" label="Role of a new sign-up">
                      {(SIGNUP_ROLES.includes(settings.signupRole) ? SIGNUP_ROLES : [settings.signupRole, ...SIGNUP_ROLES]).map((role) => (
                        <option key={role} value={role}>
                          {SIGNUP_ROLES.includes(role)
                            ? ROLE_LABELS[StoredRole[role]]
                            : `${ROLE_LABELS[StoredRole[role]]} (the server's setting)`}
                        </option>
                      ))}
                    </FormikSelectField>
                    <FormikSelectField
                      name="emailVerification"
                      label="Confirm the e-mail address"
                      helperText="Before a new sign-up is used (needs the mail server)."
                    >
                      <option value="REQUIRED">Required</option>
                      <option value="OFF">Off</option>
                    </FormikSelectField>
                  </SimpleGrid>
                </SectionCard>

                <SectionCard
                  title="SLA targets"
                  description="How long each priority has, counted from the ticket's creation. A change applies to tickets created after it; open tickets keep theirs."
                >
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                    {PRIORITY_NAMES.map((priority) => (
                      <TargetField key={priority} priority={priority} />
                    ))}
                  </SimpleGrid>
                </SectionCard>

                <SectionCard
                  title="SLA clock"
                  description="When the clock stops, and which hours it counts. Changes apply to due times computed from now on: a new ticket, a change of priority, the end of a pause."
                >
                  <SlaClockFields />
                </SectionCard>

                <Flex justify="flex-end" gap="3" align="center">
                  {dirty ? (
                    <Text fontSize="sm" color="fg.muted">
                      Unsaved changes
                    </Text>
                  ) : null}
                  <Button type="submit" colorPalette="blue" loading={saving} loadingText="Saving...">
                    Save Settings
                  </Button>
                </Flex>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      {settings ? (
        <Stack gap="6" maxW="4xl" mt="6">
          <SectionCard
            title="Public holidays"
            description="Business hours do not count on these days. Saved as soon as you add or remove one."
          >
            <PublicHolidaysCard />
          </SectionCard>
        </Stack>
      ) : null}
    </>
  );
}
