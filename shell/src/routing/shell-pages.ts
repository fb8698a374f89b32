import { createElement, lazy, useState, type ComponentType } from 'react';
import { StaffHome } from '../home/staff-home';

/**
 * React.lazy for a module that exports the page under a name. Every shell page but the staff
 * home loads on demand, so a signed-in dashboard does not download the sign-in, recovery and
 * registration screens, nor a visitor the dashboard's home (quality bar 27).
 */
const preloads: Array<() => Promise<void>> = [];

function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  let loaded: ComponentType | null = null;
  const fetchPage = async () => {
    loaded ??= (await load())[name];
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await fetchPage() }));
  preloads.push(async () => {
    await fetchPage();
  });
  // Once its code is here, a page renders at once (no fallback flash when coming back to it).
  // The choice is made once per mount, so a page never remounts when its code arrives.
  return function ShellPage() {
    const [Page] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Page);
  };
}

/** Loads every lazy shell page (tests render them without suspending). */
export async function preloadShellPages(): Promise<void> {
  await Promise.all(preloads.map((preload) => preload()));
}

const recovery = () => import(/* webpackChunkName: "shell-recovery" */ '../pages/recovery/recovery-pages');
const registration = () =>
  import(
    /* webpackChunkName: "shell-registration" */ '../pages/clinic-registration/clinic-registration-page'
  );

const SystemAdminHome = lazyPage(
  () => import(/* webpackChunkName: "shell-system-admin-home" */ '../system-admin/system-admin-home'),
  'SystemAdminHome',
);
const LoginPage = lazyPage(
  () => import(/* webpackChunkName: "shell-login" */ '../pages/sign-in/login-page'),
  'LoginPage',
);
const PatientLoginPage = lazyPage(
  () => import(/* webpackChunkName: "shell-patient-login" */ '../pages/sign-in/patient-login-page'),
  'PatientLoginPage',
);
const ForgotPasswordPage = lazyPage(recovery, 'ForgotPasswordPage');
const ForgotUsernamePage = lazyPage(recovery, 'ForgotUsernamePage');
const StaffResetPasswordPage = lazyPage(recovery, 'StaffResetPasswordPage');
const PatientForgotPasswordPage = lazyPage(recovery, 'PatientForgotPasswordPage');
const PatientResetPasswordPage = lazyPage(recovery, 'PatientResetPasswordPage');
const PatientForgotUsernamePage = lazyPage(recovery, 'PatientForgotUsernamePage');
const ClinicRegistrationPage = lazyPage(registration, 'ClinicRegistrationPage');
const RegistrationSuccessPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "shell-registration" */ '../pages/clinic-registration/registration-success-page'
    ),
  'RegistrationSuccessPage',
);
const StaffRegisterPage = lazyPage(
  () => import(/* webpackChunkName: "shell-staff-register" */ '../pages/staff-register/staff-register-page'),
  'StaffRegisterPage',
);
const PatientRegistrationPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "shell-patient-registration" */ '../pages/patient-registration/patient-registration-page'
    ),
  'PatientRegistrationPage',
);
const AuthorizeClinicPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "shell-authorize-clinic" */ '../pages/authorize-clinic/authorize-clinic-page'
    ),
  'AuthorizeClinicPage',
);
const VerifyEmailPage = lazyPage(
  () => import(/* webpackChunkName: "shell-verify-email" */ '../pages/verify-email/verify-email-page'),
  'VerifyEmailPage',
);
const SystemAdminLoginPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "shell-system-admin-login" */ '../pages/system-admin/system-admin-login-page'
    ),
  'SystemAdminLoginPage',
);

/**
 * Screens the shell itself renders, by route path. A shell route without an entry here is not
 * built yet and behaves as an unknown path (never a placeholder). Flags and access come from the
 * shell routes (SHELL_ROUTES in @clinio/contracts), never from here.
 */
export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  // Homes (staff, system administrator); a super admin's tenant dashboard is mfe-admin's, and the
  // patient portal's home (/patient-dashboard) is mfe-patients' (ADR 035)
  '/dashboard': StaffHome,
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
