/* global document -- used inside page.evaluate (runs in the browser) */
// jshERP's own web client, unmodified, against our server (issue 36, docs/reference-client.md).
import path from 'node:path';
import { DEMO_PASSWORD } from '../lib/server.mjs';
import { startJsherpClient } from '../lib/jsherp-client.mjs';
import { assert } from '../lib/assert.mjs';

/** Every call of the client that failed: HTTP ≥ 400, or a JSON answer whose `code` is not 200 (its own failure sign). */
function watchCalls(page) {
  const failed = [];
  page.on('response', async (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/jshERP-boot/')) return;
    const call = `${r.request().method()} ${url.pathname}${url.search.slice(0, 120)}`;
    if (r.status() >= 400) return void failed.push(`${r.status()} ${call}`);
    const body = await r.text().catch(() => '');
    try {
      const json = JSON.parse(body);
      if (json && typeof json === 'object' && !Array.isArray(json) && 'code' in json && json.code !== 200 && json.code !== 0)
        failed.push(`code ${json.code} ${call}: ${body.slice(0, 200)}`);
    } catch {
      /* text answers (platform settings) */
    }
  });
  return failed;
}

async function signIn(page) {
  await page.goto('/user/login');
  await page.getByPlaceholder('请输入用户名').fill('jsh');
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  const menu = page.waitForResponse((r) => r.url().includes('/function/findMenuByPNumber'));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  return (await menu).json();
}

const ARTIFACTS = path.resolve(import.meta.dirname, '..', '..', '.e2e-artifacts');
/** Pages whose screenshot is kept for a person to look at: a bill list, the stock report and its statistics. */
const SHOWN = ['采购入库', '商品库存', '进销存统计', '商品类别'];

const leaves = (nodes) => nodes.flatMap((n) => (n.children?.length ? leaves(n.children) : [n]));

export const journeys = [
  {
    name: "jshERP's client: signs in with its own form and opens every page of its menu with no failed call",
    ownServer: false,
    async run({ base, newPage, slug }) {
      const client = await startJsherpClient(base);
      try {
        const { page: p, errors } = await newPage({ base: client.base });
        const failed = watchCalls(p);
        const menu = await signIn(p);
        assert(Array.isArray(menu) && menu.length > 5, `the menu is the bare array its client reads: ${JSON.stringify(menu).slice(0, 200)}`);
        await p.waitForURL('**/dashboard/analysis');
        const pages = leaves(menu).filter((n) => n.url && n.url !== '/dashboard/analysis');
        const broken = [];
        for (const leaf of pages) {
          const before = failed.length + errors.length;
          // In-app navigation, as its side menu does (a reload would rebuild its routes from the menu first).
          await p.evaluate((url) => void document.querySelector('#app').__vue__.$router.push(url), leaf.url);
          await p.waitForURL(`**${leaf.url}`);
          // The page drew its content (a query form, table or card), not only its tab.
          const shown = await p
            .locator('.ant-table, .ant-card-body, .ant-form')
            .first()
            .waitFor({ timeout: 20_000 })
            .then(
              () => true,
              () => false,
            );
          await p.waitForLoadState('networkidle');
          await p
            .locator('.ant-spin-spinning')
            .first()
            .waitFor({ state: 'detached', timeout: 15_000 })
            .catch(() => undefined);
          if (!shown) broken.push(`${leaf.text} ${leaf.url}: nothing drawn`);
          if (failed.length + errors.length > before) broken.push(`${leaf.text} ${leaf.url}: ${[...failed.slice(before), ...errors].join(' | ')}`);
          if (SHOWN.includes(leaf.text)) await p.screenshot({ path: path.join(ARTIFACTS, `${slug}-${leaf.text}.png`) });
        }
        assert(broken.length === 0, `pages with failed calls or errors:\n  ${broken.join('\n  ')}`);
        assert(failed.length === 0, `failed calls:\n  ${failed.join('\n  ')}`);
      } finally {
        await client.stop();
      }
    },
  },
];
