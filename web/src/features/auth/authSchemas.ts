import { FIELD_LIMITS } from '@pmp/shared';
import * as yup from 'yup';

const PASSWORD_MIN_LENGTH = FIELD_LIMITS.passwordMin;

export const messages = {
  email: 'Valid email address is required',
  password: 'Password is required',
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  confirmPassword: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  required: 'Required',
} as const;

const email = yup.string().trim().required(messages.email).email(messages.email);

export const signInSchema = yup.object({
  email,
  password: yup.string().required(messages.password),
});

export type SignInValues = yup.InferType<typeof signInSchema>;

/** A new password, typed twice (the sign-up rules). */
const newPassword = {
  password: yup.string().required(messages.password).min(PASSWORD_MIN_LENGTH, messages.passwordMin),
  confirmPassword: yup
    .string()
    .required(messages.confirmPassword)
    .oneOf([yup.ref('password')], messages.passwordsDontMatch),
};

export function signUpSchema(signupCodeRequired: boolean) {
  return yup.object({
    firstName: yup.string().trim().required(messages.required),
    lastName: yup.string().trim().required(messages.required),
    email,
    ...newPassword,
    signupCode: signupCodeRequired ? yup.string().trim().required(messages.required) : yup.string(),
  });
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  signupCode: string;
}

export const forgotPasswordSchema = yup.object({ email });

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object(newPassword);

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export const acceptInvitationSchema = yup.object({
  firstName: yup.string().trim().required(messages.required),
  lastName: yup.string().trim().required(messages.required),
  ...newPassword,
});

export interface AcceptInvitationValues extends ResetPasswordValues {
  firstName: string;
  lastName: string;
}
