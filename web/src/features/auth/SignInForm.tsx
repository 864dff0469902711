import { Button, Link, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink } from 'react-router';
import { showSaveError } from '../../lib/formErrors';
import { FormikTextField } from '../../lib/FormikFields';
import { paths } from '../../lib/paths';
import { showSuccess } from '../../lib/toaster';
import { signInSchema, type SignInValues } from './authSchemas';
import { useAuth } from './useAuth';

const initialValues: SignInValues = { email: '', password: '' };

export function SignInForm() {
  const { login, isLoggingIn } = useAuth();

  async function submit(values: SignInValues, helpers: FormikHelpers<SignInValues>) {
    try {
      await login({ email: values.email.trim(), password: values.password });
      showSuccess('Welcome back!', 'You have successfully logged in.');
    } catch (error) {
      showSaveError(error, 'Login failed', ['email', 'password'], helpers);
    }
  }

  return (
    <Formik initialValues={initialValues} validationSchema={signInSchema} onSubmit={submit}>
      {({ isSubmitting }) => {
        const pending = isSubmitting || isLoggingIn;
        return (
          <Form noValidate aria-label="Sign in">
            <Stack gap="4">
              <FormikTextField name="email" label="Email" type="email" autoComplete="email" placeholder="you@company.com" />
              <FormikTextField name="password" label="Password" type="password" autoComplete="current-password" />
              <Button type="submit" colorPalette="blue" disabled={pending} width="full" mt="2">
                {pending ? 'Signing In...' : 'Sign In'}
              </Button>
              <Link asChild alignSelf="center" fontSize="sm" colorPalette="blue">
                <RouterLink to={paths.forgotPassword}>Forgot password?</RouterLink>
              </Link>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}
