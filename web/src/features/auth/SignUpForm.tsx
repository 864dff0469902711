import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { showSaveError } from '../../lib/formErrors';
import { FormikTextField } from '../../lib/FormikFields';
import { showSuccess } from '../../lib/toaster';
import { signUpSchema, type SignUpValues } from './authSchemas';
import { useAuth } from './useAuth';

const initialValues: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  signupCode: '',
};

const serverFields = ['firstName', 'lastName', 'email', 'password', 'signupCode'];

export function SignUpForm({ signupCodeRequired }: { signupCodeRequired: boolean }) {
  const { register, isRegistering } = useAuth();
  const schema = useMemo(() => signUpSchema(signupCodeRequired), [signupCodeRequired]);
  /** The address a confirmation link went to, when the account is to confirm it before signing in. */
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);

  async function submit(values: SignUpValues, helpers: FormikHelpers<SignUpValues>) {
    try {
      // The confirmation stays in the browser.
      const account = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(signupCodeRequired ? { signupCode: values.signupCode.trim() } : {}),
      });
      if (account.emailVerified) showSuccess('Account created!', 'Welcome to the property maintenance system.');
      else setLinkSentTo(account.email);
    } catch (error) {
      showSaveError(error, 'Registration failed', serverFields, helpers);
    }
  }

  if (linkSentTo) {
    return (
      <Stack gap="2" role="status">
        <Text fontWeight="semibold">Check your e-mail</Text>
        <Text>{`We have sent a link to ${linkSentTo}. Open it to confirm your address, then sign in. The link works for 24 hours.`}</Text>
      </Stack>
    );
  }

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => {
        const pending = isSubmitting || isRegistering;
        return (
          <Form noValidate aria-label="Sign up">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <FormikTextField name="firstName" label="First name" autoComplete="given-name" />
                <FormikTextField name="lastName" label="Last name" autoComplete="family-name" />
              </SimpleGrid>
              <FormikTextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" />
              <FormikTextField name="password" label="Password" type="password" autoComplete="new-password" />
              <FormikTextField name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
              {signupCodeRequired ? (
                <FormikTextField name="signupCode" label="Company password" type="password" autoComplete="off" />
              ) : null}
              <Button type="submit" colorPalette="blue" disabled={pending} width="full" mt="2">
                {pending ? 'Creating Account...' : 'Create Account'}
              </Button>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
