import type { ComponentType } from 'react';
import { PatientHome } from '../home/patient-home';
import { StaffHome } from '../home/staff-home';
import { AuthorizeClinicPage } from '../pages/authorize-clinic/authorize-clinic-page';
import { ClinicRegistrationPage } from '../pages/clinic-registration/clinic-registration-page';
import { RegistrationSuccessPage } from '../pages/clinic-registration/registration-success-page';
import { PatientRegistrationPage } from '../pages/patient-registration/patient-registration-page';
import {
  ForgotPasswordPage,
  ForgotUsernamePage,
  PatientForgotPasswordPage,
  PatientForgotUsernamePage,
  PatientResetPasswordPage,
  StaffResetPasswordPage,
} from '../pages/recovery/recovery-pages';
import { LoginPage } from '../pages/sign-in/login-page';
import { PatientLoginPage } from '../pages/sign-in/patient-login-page';
import { StaffRegisterPage } from '../pages/staff-register/staff-register-page';
import { SystemAdminLoginPage } from '../pages/system-admin/system-admin-login-page';
import { VerifyEmailPage } from '../pages/verify-email/verify-email-page';
import { SystemAdminHome } from '../system-admin/system-admin-home';

/**
 * Screens the shell itself renders, by route path. A shell route without an entry here is not
 * built yet and behaves as an unknown path (never a placeholder). Flags and access come from the
 * route table (BROWSER_ROUTES), never from here.
 */
export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  // Homes (staff, patient, system administrator); a super admin's tenant dashboard is mfe-admin's
  '/dashboard': StaffHome,
  '/patient-dashboard': PatientHome,
  '/system-admin': SystemAdminHome,
  // Sign-in and recovery (ENABLE_LOGIN, ENABLE_PATIENT_LOGIN)
  '/login': LoginPage,
  '/forgot-password': ForgotPasswordPage,
  '/forgot-username': ForgotUsernamePage,
  '/reset-password': StaffResetPasswordPage,
  '/patient-login': PatientLoginPage,
  '/patient-forgot-password': PatientForgotPasswordPage,
  '/patient-reset-password': PatientResetPasswordPage,
  '/patient-forgot-username': PatientForgotUsernamePage,
  // Registration (ENABLE_REGISTRATION)
  '/register': ClinicRegistrationPage,
  '/registration': ClinicRegistrationPage,
  '/registration-success': RegistrationSuccessPage,
  '/staff-register': StaffRegisterPage,
  '/patient-registration': PatientRegistrationPage,
  '/authorize-clinic': AuthorizeClinicPage,
  // No flag
  '/verify-email': VerifyEmailPage,
  '/system-admin-login': SystemAdminLoginPage,
};
