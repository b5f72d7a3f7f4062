import type { ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import LoginScreen from '../session/LoginScreen';
import { cartPath } from '../cart/cartPath';
import { SignInLayout } from '../shell/SignInLayout';
import { AccessGate } from './AccessGate';
import { eagerScreen, lazyScreen } from './lazyScreen';
import type { SkeletonShape } from '../components/PageSkeleton';
import type { RouteHandle } from './routeHandle';

// The signed-in frame is not needed to sign in, so it is not in the sign-in page's script.
const Shell = lazyScreen(() => import('../shell/Shell'), { layout: true });
// The page most visits start on: in the entry script, so it paints whole with no chunk to wait for.
const Login = eagerScreen(LoginScreen);
const SecondFactor = lazyScreen(() => import('../session/SecondFactorScreen'));
const NotFound = lazyScreen(() => import('./NotFoundScreen'));
const NotificationFeed = lazyScreen(() => import('../notifications/NotificationsScreen'));
const Home = lazyScreen(() => import('../catalogue/HomeScreen'));
const Category = lazyScreen(() => import('../catalogue/CategoryScreen'));
const VendorList = lazyScreen(() => import('../catalogue/VendorListScreen'));
const Vendor = lazyScreen(() => import('../catalogue/VendorScreen'));
const Catalog = lazyScreen(() => import('../catalogue/CatalogScreen'));
const Product = lazyScreen(() => import('../catalogue/ProductScreen'));
const Cart = lazyScreen(() => import('../cart/CartScreen'));
const Search = lazyScreen(() => import('../search/SearchScreen'));
const PasswordReset = lazyScreen(() => import('../session/PasswordResetScreen'));
const Checkout = lazyScreen(() => import('../checkout/CheckoutScreen'));
const ProviderReturn = lazyScreen(() => import('../checkout/ProviderReturnScreen'));
const Wallet = lazyScreen(() => import('../wallet/WalletScreen'));
const WalletAdd = lazyScreen(() => import('../wallet/WalletAddScreen'));
const WalletGift = lazyScreen(() => import('../wallet/WalletGiftScreen'));
const WalletFeedback = lazyScreen(() => import('../wallet/WalletFeedbackScreen'));
const Requests = lazyScreen(() => import('../requests/RequestsScreen'));
const Request = lazyScreen(() => import('../requests/RequestScreen'));
const Chat = lazyScreen(() => import('../chat/ChatScreen'));
const CustomRequest = lazyScreen(() => import('../requests/CustomRequestScreen'));
const SettingsLayout = lazyScreen(() => import('../account/SettingsLayout'), { layout: true });
const MoneyPages = lazyScreen(() => import('../money/MoneyPages'), { layout: true });
const AccountPages = lazyScreen(() => import('../account/AccountPages'), { layout: true });
const AccountOverview = lazyScreen(() => import('../account/AccountOverviewScreen'));
const Profile = lazyScreen(() => import('../account/ProfileScreen'));
const ProfileForm = lazyScreen(() => import('../account/ProfileFormScreen'));
const ContactPreference = lazyScreen(() => import('../account/ContactPreferenceScreen'));
const Password = lazyScreen(() => import('../account/PasswordScreen'));
const WorkProfile = lazyScreen(() => import('../account/WorkProfileScreen'));
const Interests = lazyScreen(() => import('../account/InterestsScreen'));
const Payments = lazyScreen(() => import('../account/PaymentsScreen'));
const Notifications = lazyScreen(() => import('../account/NotificationsScreen'));
const Addresses = lazyScreen(() => import('../account/AddressesScreen'));
const Reminders = lazyScreen(() => import('../account/reminders/RemindersScreen'));
const ReminderList = lazyScreen(() => import('../account/reminders/ReminderListScreen'));
const Reminder = lazyScreen(() => import('../account/reminders/ReminderScreen'));
const RegistrationFlow = lazyScreen(() => import('../registration/RegistrationFlow'));
const News = lazyScreen(() => import('../news/NewsScreen'));
const Article = lazyScreen(() => import('../news/ArticleScreen'));
const VideoNews = lazyScreen(() => import('../news/VideoNewsScreen'));
const Video = lazyScreen(() => import('../news/VideoScreen'));
const DeskPages = lazyScreen(() => import('../desk/DeskPages'), { layout: true });
const CallCentre = lazyScreen(() => import('../desk/CallCentreScreen'));
const SitePolicy = lazyScreen(() => import('../desk/SitePolicyScreen'));
const Invite = lazyScreen(() => import('../desk/InviteScreen'));
const Statecharts = lazyScreen(() => import('../statecharts/StatechartsScreen'));

/**
 * The code a signed-in visit draws first: the frame, its header tools and (when it opens there)
 * the home screen. Fetched before the first render, they draw at once, with no spinner first
 * (after which React holds the page back for up to 300 ms). Never fails: a failure is left to
 * the screen that needs the code.
 */
export async function preloadSignedInVisit({ opensHome }: { opensHome: boolean }): Promise<void> {
  const headerTools = import('../shell/HeaderToolsSlot').then(({ preloadHeaderTools }) => preloadHeaderTools(), () => undefined);
  await Promise.all([Shell.preload(), headerTools, opensHome ? Home.preload() : undefined]);
}

/** Redirect that keeps the query (`/register-login?redirect=…` → `/login?redirect=…`). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** A step route of registration: it names the page; the flow around it renders the step (so no element of its own). */
const titled = (path: string, title: string): RouteObject => ({ path, element: null, handle: { title } satisfies RouteHandle });

const page = (path: string, title: string, element: ReactNode, skeleton?: SkeletonShape): RouteObject => ({
  path,
  element,
  handle: { title, skeleton } satisfies RouteHandle,
});

/** An old page's address: replaced by its page's, so Back never returns to it. */
const moved = (path: string, to: string): RouteObject => ({ path, element: <Navigate to={to} replace /> });

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  // An old name of the sign-in page; redirected before any access rule applies.
  { path: '/register-login', element: <RedirectKeepingQuery to="/login" /> },
  // Old pages (spec §2), moved before any access rule applies: signing in returns to the new page.
  moved('/profile_old', '/settings/account/profile'),
  moved('/profile_old/index', '/settings/account/profile'),
  moved('/terms-of-user_old', '/site-policy/terms'),
  moved('/privacy-policy_old', '/site-policy/privacy'),
  moved('/cookie-policy_old', '/site-policy/cookies'),
  moved('/contact_old', '/call-centre'),
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
            // The steps share one registration machine, which decides the step shown: the
            // flow renders it, so the step routes only name the page.
            element: <RegistrationFlow />,
            children: [
              titled('/register', 'Create your account'),
              titled('/register/work-email', 'Your work email'),
              titled('/register/location', 'Your work place'),
              titled('/verify', 'Verify your email'),
              titled('/register/interests', 'Your interests'),
              titled('/register/feedback', 'Welcome to LYLA'),
            ],
          },
        ],
      },
      {
        element: <Shell />,
        children: [
          { path: '/', element: <Navigate to="/home" replace /> },
          page('/home', 'Home', <Home />, 'cards'),
          page('/categories/:categoryId', 'Category', <Category />, 'cards'),
          page('/categories/:categoryId/vendor', 'Vendors', <VendorList />, 'cards'),
          page('/categories/:categoryId/vendors/:vendorId', 'Vendor', <Vendor />, 'cards'),
          page('/categories/:categoryId/vendors/:vendorId/catalogs/:id', 'Catalogue', <Catalog />, 'cards'),
          page('/categories/:categoryId/vendors/:vendorId/products/:productId', 'Product', <Product />),
          {
            // The pages that pay and read orders (src/app/composeMoney.ts).
            element: <MoneyPages />,
            children: [
              page('/checkout/categories/:categoryId/vendors/:vendorId', 'Checkout', <Checkout />),
              page('/checkoutPaypal/:orderId', 'Payment', <ProviderReturn />),
              page('/requests', 'Requests', <Requests />, 'rows'),
              page('/requests/:orderId', 'Request', <Request />),
              page('/categories/:categoryId/request-custom', 'Custom request', <CustomRequest />),
            ],
          },
          page('/search', 'Search', <Search />, 'cards'),
          page(cartPath, 'Your cart', <Cart />),
          {
            // The settings menu beside every account page, Terms and Contact Us.
            element: <SettingsLayout />,
            children: [
              { path: '/settings/account', element: <Navigate to="/settings/account/index" replace /> },
              {
                // The pages that read and save the account (src/app/composeAccount.ts).
                element: <AccountPages />,
                children: [
                  page('/settings/account/index', 'Settings', <AccountOverview />),
                  page('/settings/account/profile', 'Profile', <Profile />),
                  page('/settings/account/profile/:formName/:formId', 'Private profile', <ProfileForm />),
                  page('/settings/account/contact', 'Contact preference', <ContactPreference />),
                  page('/settings/account/password', 'Password', <Password />),
                  page('/settings/account/work', 'Work profile', <WorkProfile />),
                  page('/settings/account/interests', 'Interests', <Interests />),
                  page('/settings/account/payments', 'Payments', <Payments />),
                  page('/settings/account/notifications', 'Notifications', <Notifications />),
                  page('/settings/account/address', 'Addresses', <Addresses />),
                  page('/settings/account/reminders', 'Reminders', <Reminders />),
                  page('/settings/account/reminders/:reminderType', 'Reminders', <ReminderList />),
                  page('/settings/account/reminders/:reminderType/:reminderId', 'Reminder', <Reminder />),
                ],
              },
              {
                element: <MoneyPages />,
                children: [
                  page('/settings/account/wallet', 'LYLA Wallet', <Wallet />),
                  page('/settings/account/wallet/add', 'Add funds', <WalletAdd />),
                  page('/settings/account/wallet/gift', 'Send a gift', <WalletGift />),
                  page('/settings/account/wallet/:source/feedback', 'LYLA Wallet', <WalletFeedback />),
                ],
              },
              {
                // The call centre, the site's policies and invitations (src/app/composeDesk.ts).
                element: <DeskPages />,
                children: [
                  page('/settings/account/invite', 'Invite', <Invite />),
                  page('/site-policy/:policy', 'Terms', <SitePolicy />),
                  page('/call-centre', 'Contact us', <CallCentre />),
                ],
              },
            ],
          },
          { ...page('/requests/:orderId/message', 'Messages', <Chat />), handle: { title: 'Messages', hideHeaderSearch: true } satisfies RouteHandle },
          page('/requests/:orderId/chat', 'Chat', <Chat />),
          page('/news', 'News', <News />, 'cards'),
          page('/news/:newsId', 'News', <Article />),
          page('/notifications', 'Notifications', <NotificationFeed />, 'rows'),
          page('/video/news', 'Video news', <VideoNews />, 'cards'),
          page('/video/news/:videoNewsId', 'Video news', <Video />),
          // For product owners (architecture §8); opened by its address, not from the menu.
          page('/statecharts/:machineId?', 'Statecharts', <Statecharts />),
          page('/404', 'Page not found', <NotFound />),
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];
