import { expect, test } from './support/fixtures';
import { Shell } from './pages/Shell';

// SPEC §2 customer service screen: the embedded page of the service link with a loading indicator until loaded;
// A clear fallback link, and a refusal message when the service forbids framing.
test.describe('customer service', () => {
  test('embeds the decoded LIVECHAT link with a loading indicator until the frame has loaded', async ({ page, sim, servicePage: service }) => {
    // A slow service page keeps the indicator up long enough to see it (the server's probe waits too).
    await sim.setState({ faults: [{ path: '/service/', latencyMs: 1500 }] });
    await service.goto(undefined, 'commit');
    await expect(service.loading).toBeVisible();
    await expect(service.title).toBeVisible();
    await expect(new Shell(page).bottomMenu).toHaveCount(0); // SPEC §2: no bottom menu on /m/service

    // row 14 gives LIVECHAT as an obfuscated type '3' path: the frame gets the decoded URL
    const decoded = `${sim.url}/service/LIVECHAT`;
    await expect(service.frame).toHaveAttribute('src', decoded);
    await expect(service.loading).toBeVisible(); // the frame is there, its page still on the way
    await expect(service.loading).toBeHidden({ timeout: 10_000 });
    await expect(page.frameLocator('iframe[title="Chăm sóc khách hàng"]').getByTestId('sim-service')).toHaveText('Customer service: LIVECHAT');

    await expect(service.openLink).toHaveAttribute('href', decoded);
    await expect(service.openLink).toHaveAttribute('target', '_blank');
    await expect(service.openLink).toHaveAttribute('rel', /noopener/);
  });

  test('?type= shows another shown kind; the channel row marks it', async ({ page, sim, servicePage: service }) => {
    await service.goto('whatsapp');
    await expect(service.frame).toHaveAttribute('src', `${sim.url}/service/WHATSAPP`);
    await expect(service.channel('Liên hệ qua WhatsApp')).toHaveAttribute('aria-current', 'page');
    await expect(service.channels.getByRole('link')).toHaveCount(3); // LIVECHAT, WHATSAPP, FACEBOOK; not TELEGRAM
    await service.channel('Hỗ trợ trực tuyến').click();
    await expect(page).toHaveURL(/\/m\/service\?type=LIVECHAT$/);
    await expect(service.frame).toHaveAttribute('src', `${sim.url}/service/LIVECHAT`);
  });

  test('a service that forbids framing gets the message and the link instead of the frame', async ({ sim, context, servicePage: service }) => {
    await sim.setState({ serviceFrameRefused: true });
    // The app keeps a verdict as long as the settings (1 s in e2e).
    await expect(async () => {
      await service.goto();
      await expect(service.refused).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(service.frame).toHaveCount(0);
    await expect(service.loading).toHaveCount(0);
    // the server asked the service page itself (a HEAD probe)
    expect((await sim.requests('/service/LIVECHAT')).some((request) => request.method === 'HEAD')).toBe(true);

    // the visitor can still open it
    const [opened] = await Promise.all([context.waitForEvent('page'), service.openLink.click()]);
    await expect(opened.getByTestId('sim-service')).toHaveText('Customer service: LIVECHAT');
    await opened.close();
  });
});
