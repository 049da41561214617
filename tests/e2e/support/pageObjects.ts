import type { Fixtures, PlaywrightTestArgs } from '@playwright/test';
import { ActivityPage } from '../pages/ActivityPage';
import { AgentHomePage } from '../pages/AgentHomePage';
import { AgentRebatePage } from '../pages/AgentRebatePage';
import { OpenAccountPage, TeamListPage, TeamOverviewPage } from '../pages/AgentTeamPages';
import { ChangePasswordPage } from '../pages/ChangePasswordPage';
import { ContractPage } from '../pages/ContractPage';
import { DepositPage } from '../pages/DepositPage';
import { DownloadPopup } from '../pages/DownloadPopup';
import { ForgetPage } from '../pages/ForgetPage';
import { GameListPage } from '../pages/GameListPage';
import { GameLobbyPage } from '../pages/GameLobbyPage';
import { HomePage } from '../pages/HomePage';
import { HotGamesPage } from '../pages/HotGamesPage';
import { InboxPage } from '../pages/InboxPage';
import { LeaderBoardPage } from '../pages/LeaderBoardPage';
import { LoginPage } from '../pages/LoginPage';
import { LotteryPage } from '../pages/LotteryPage';
import { ManualRebatePage } from '../pages/ManualRebatePage';
import { MemberCentrePage } from '../pages/MemberCentrePage';
import { BenefitsPage, FeedbackPage, InviteFriendsPage } from '../pages/MemberServicesPages';
import { MyAccountPage } from '../pages/MyAccountPage';
import { NoticePage } from '../pages/NoticePage';
import { RedRainPage } from '../pages/RedRainPage';
import { RegisterPage } from '../pages/RegisterPage';
import { ReportPage } from '../pages/ReportPage';
import { RewardCenterPage } from '../pages/RewardCenterPage';
import { SecurityCenterPage } from '../pages/SecurityCenterPage';
import { ServicePage } from '../pages/ServicePage';
import { SettingsPage } from '../pages/SettingsPage';
import { Shell } from '../pages/Shell';
import { TrialPage } from '../pages/TrialPage';
import { UplineTransferPage } from '../pages/UplineTransferPage';
import { WithdrawPage } from '../pages/WithdrawPage';

/**
 * The page objects of tests/e2e/pages on the test's page, as fixtures: a test names the ones it drives
 * (`async ({ loginPage, homePage }) => …`). A page object on another page (a second context, a page without
 * scripts) is still made with `new`.
 */
export interface PageObjects {
  activityPage: ActivityPage;
  agentHomePage: AgentHomePage;
  agentRebatePage: AgentRebatePage;
  benefitsPage: BenefitsPage;
  changePasswordPage: ChangePasswordPage;
  contractPage: ContractPage;
  depositPage: DepositPage;
  downloadPopup: DownloadPopup;
  feedbackPage: FeedbackPage;
  forgetPage: ForgetPage;
  gameListPage: GameListPage;
  gameLobbyPage: GameLobbyPage;
  homePage: HomePage;
  hotGamesPage: HotGamesPage;
  inboxPage: InboxPage;
  inviteFriendsPage: InviteFriendsPage;
  leaderBoardPage: LeaderBoardPage;
  loginPage: LoginPage;
  lotteryPage: LotteryPage;
  manualRebatePage: ManualRebatePage;
  memberCentrePage: MemberCentrePage;
  myAccountPage: MyAccountPage;
  noticePage: NoticePage;
  openAccountPage: OpenAccountPage;
  redRainPage: RedRainPage;
  registerPage: RegisterPage;
  reportPage: ReportPage;
  rewardCenterPage: RewardCenterPage;
  securityCenterPage: SecurityCenterPage;
  servicePage: ServicePage;
  settingsPage: SettingsPage;
  shell: Shell;
  teamListPage: TeamListPage;
  teamOverviewPage: TeamOverviewPage;
  trialPage: TrialPage;
  uplineTransferPage: UplineTransferPage;
  withdrawPage: WithdrawPage;
}

export const pageObjects: Fixtures<PageObjects, object, PlaywrightTestArgs> = {
  activityPage: async ({ page }, use) => use(new ActivityPage(page)),
  agentHomePage: async ({ page }, use) => use(new AgentHomePage(page)),
  agentRebatePage: async ({ page }, use) => use(new AgentRebatePage(page)),
  benefitsPage: async ({ page }, use) => use(new BenefitsPage(page)),
  changePasswordPage: async ({ page }, use) => use(new ChangePasswordPage(page)),
  contractPage: async ({ page }, use) => use(new ContractPage(page)),
  depositPage: async ({ page }, use) => use(new DepositPage(page)),
  downloadPopup: async ({ page }, use) => use(new DownloadPopup(page)),
  feedbackPage: async ({ page }, use) => use(new FeedbackPage(page)),
  forgetPage: async ({ page }, use) => use(new ForgetPage(page)),
  gameListPage: async ({ page }, use) => use(new GameListPage(page)),
  gameLobbyPage: async ({ page }, use) => use(new GameLobbyPage(page)),
  homePage: async ({ page }, use) => use(new HomePage(page)),
  hotGamesPage: async ({ page }, use) => use(new HotGamesPage(page)),
  inboxPage: async ({ page }, use) => use(new InboxPage(page)),
  inviteFriendsPage: async ({ page }, use) => use(new InviteFriendsPage(page)),
  leaderBoardPage: async ({ page }, use) => use(new LeaderBoardPage(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  lotteryPage: async ({ page }, use) => use(new LotteryPage(page)),
  manualRebatePage: async ({ page }, use) => use(new ManualRebatePage(page)),
  memberCentrePage: async ({ page }, use) => use(new MemberCentrePage(page)),
  myAccountPage: async ({ page }, use) => use(new MyAccountPage(page)),
  noticePage: async ({ page }, use) => use(new NoticePage(page)),
  openAccountPage: async ({ page }, use) => use(new OpenAccountPage(page)),
  redRainPage: async ({ page }, use) => use(new RedRainPage(page)),
  registerPage: async ({ page }, use) => use(new RegisterPage(page)),
  reportPage: async ({ page }, use) => use(new ReportPage(page)),
  rewardCenterPage: async ({ page }, use) => use(new RewardCenterPage(page)),
  securityCenterPage: async ({ page }, use) => use(new SecurityCenterPage(page)),
  servicePage: async ({ page }, use) => use(new ServicePage(page)),
  settingsPage: async ({ page }, use) => use(new SettingsPage(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
  teamListPage: async ({ page }, use) => use(new TeamListPage(page)),
  teamOverviewPage: async ({ page }, use) => use(new TeamOverviewPage(page)),
  trialPage: async ({ page }, use) => use(new TrialPage(page)),
  uplineTransferPage: async ({ page }, use) => use(new UplineTransferPage(page)),
  withdrawPage: async ({ page }, use) => use(new WithdrawPage(page)),
};
