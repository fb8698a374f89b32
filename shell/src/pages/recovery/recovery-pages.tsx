import { ForgotPage } from './forgot-page';
import { ResetPasswordPage } from './reset-password-page';

/** The recovery pages by address: the same screens for staff and for patients. */
export const ForgotPasswordPage = () => <ForgotPage audience="staff" kind="password" />;
export const ForgotUsernamePage = () => <ForgotPage audience="staff" kind="username" />;
export const StaffResetPasswordPage = () => <ResetPasswordPage audience="staff" />;
export const PatientForgotPasswordPage = () => <ForgotPage audience="patient" kind="password" />;
export const PatientForgotUsernamePage = () => <ForgotPage audience="patient" kind="username" />;
export const PatientResetPasswordPage = () => <ResetPasswordPage audience="patient" />;
