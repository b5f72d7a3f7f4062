import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { Shell } from '../shell/Shell';
import { SignInLayout } from '../shell/SignInLayout';
import { AccessGate } from './AccessGate';
import { lazyScreen } from './lazyScreen';
import type { RouteHandle } from './routeHandle';

const Login = lazyScreen(() => import('../screens/LoginScreen'));
const SecondFactor = lazyScreen(() => import('../screens/SecondFactorScreen'));
const NotFound = lazyScreen(() => import('../screens/NotFoundScreen'));
const Placeholder = lazyScreen(() => import('../screens/PlaceholderScreen'));
const PasswordReset = lazyScreen(() => import('../screens/PasswordResetScreen'));
const RegistrationFlow = lazyScreen(() => import('../screens/register/RegistrationFlow'));
const AccountStep = lazyScreen(() => import('../screens/register/AccountStep'));
const WorkEmailStep = lazyScreen(() => import('../screens/register/WorkEmailStep'));
const LocationStep = lazyScreen(() => import('../screens/register/LocationStep'));
const VerifyStep = lazyScreen(() => import('../screens/register/VerifyStep'));
const InterestsStep = lazyScreen(() => import('../screens/register/InterestsStep'));
const FeedbackStep = lazyScreen(() => import('../screens/register/FeedbackStep'));

/** Redirect that keeps the query (`/register-login?redirect=…` → `/login?redirect=…`). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

const page = (path: string, title: string, element = <Placeholder />): RouteObject => ({
  path,
  element,
  handle: { title } satisfies RouteHandle,
});

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  // An old name of the sign-in page; redirected before any access rule applies.
  { path: '/register-login', element: <RedirectKeepingQuery to="/login" /> },
  {
    element: <AccessGate />,
    children: [
      {
        element: <SignInLayout />,
        children: [
          page('/login', 'Sign in', <Login />),
          page('/auth', 'Enter your code', <SecondFactor />),
          page('/password_reset', 'Reset your password', <PasswordReset />),
          {
            // The steps share one registration machine, which decides the step.
            element: <RegistrationFlow />,
            children: [
              page('/register', 'Create your account', <AccountStep />),
              page('/register/work-email', 'Your work email', <WorkEmailStep />),
              page('/register/location', 'Your work place', <LocationStep />),
              page('/verify', 'Verify your email', <VerifyStep />),
              page('/register/interests', 'Your interests', <InterestsStep />),
              page('/register/feedback', 'Welcome to LYLA', <FeedbackStep />),
            ],
          },
        ],
      },
      {
        element: <Shell />,
        children: [
          { path: '/', element: <Navigate to="/home" replace /> },
          page('/home', 'Home'),
          page('/categories/:categoryId', 'Category'),
          page('/categories/:categoryId/vendor', 'Vendors'),
          page('/categories/:categoryId/vendors/:vendorId', 'Vendor'),
          page('/categories/:categoryId/vendors/:vendorId/catalogs/:id', 'Catalogue'),
          page('/categories/:categoryId/vendors/:vendorId/products/:productId', 'Product'),
          page('/categories/:categoryId/request-custom', 'Custom request'),
          page('/checkout/categories/:categoryId/vendors/:vendorId', 'Checkout'),
          page('/checkoutPaypal/:orderId', 'Payment'),
          page('/search', 'Search'),
          page('/profile_old', 'Profile'),
          { path: '/settings/account', element: <Navigate to="/settings/account/index" replace /> },
          page('/settings/account/index', 'Settings'),
          page('/settings/account/profile', 'Profile'),
          page('/settings/account/profile/:formName/:formId', 'Private profile'),
          page('/settings/account/contact', 'Contact preference'),
          page('/settings/account/password', 'Password'),
          page('/settings/account/work', 'Work profile'),
          page('/settings/account/interests', 'Interests'),
          page('/settings/account/payments', 'Payments'),
          page('/settings/account/notifications', 'Notifications'),
          page('/settings/account/wallet', 'LYLA Wallet'),
          page('/settings/account/wallet/add', 'Add funds'),
          page('/settings/account/wallet/gift', 'Send a gift'),
          page('/settings/account/wallet/:source/feedback', 'Wallet'),
          page('/settings/account/reminders', 'Reminders'),
          page('/settings/account/reminders/:reminderType', 'Reminders'),
          page('/settings/account/reminders/:reminderType/:reminderId', 'Reminder'),
          page('/settings/account/invite', 'Invite'),
          page('/settings/account/address', 'Addresses'),
          page('/site-policy/:policy', 'Terms'),
          page('/call-centre', 'Contact us'),
          page('/requests', 'Requests'),
          page('/requests/:orderId', 'Request'),
          page('/requests/:orderId/message', 'Messages'),
          page('/requests/:orderId/chat', 'Chat'),
          page('/news', 'News'),
          page('/news/:newsId', 'News'),
          page('/notifications', 'Notifications'),
          page('/video/news', 'Video news'),
          page('/video/news/:videoNewsId', 'Video news'),
          page('/profile_old/index', 'Profile'),
          page('/terms-of-user_old', 'Terms of use'),
          page('/privacy-policy_old', 'Privacy policy'),
          page('/cookie-policy_old', 'Cookie policy'),
          page('/contact_old', 'Contact'),
          page('/404', 'Page not found', <NotFound />),
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
