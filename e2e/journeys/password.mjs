/* global window -- browser-side page.evaluate callbacks */
import { dismissNotices, loginToHome, openUserMenu, registerTenant, seeText } from '../lib/app.mjs';

export const journeys = [
  {
    name: 'change password: validation, wrong old password, a common password refused, success, sign in with the new one',
    async run({ page, base }) {
      const name = `pw${Date.now().toString(36)}`;
      await registerTenant(base, name, 'plum-7421');
      await loginToHome(page, name, 'plum-7421');
      await dismissNotices(page);
      const dialog = page.getByRole('dialog', { name: '修改密码' });
      await openUserMenu(page, '密码修改', dialog);
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await seeText(page, '请输入旧密码!');
      await dialog.getByLabel('旧密码').fill('plum-7421');
      await dialog.getByLabel('新密码', { exact: true }).fill('plum-7421');
      await seeText(page, '新密码和旧密码不能相同!');
      await dialog.getByLabel('新密码', { exact: true }).fill('abcdefg');
      await seeText(page, '密码由6位数字、小写字母组成!');
      await dialog.getByLabel('旧密码').fill('bad999');
      await dialog.getByLabel('新密码', { exact: true }).fill('new456');
      await dialog.getByLabel('确认新密码').fill('new457');
      await seeText(page, '两次密码不一致!');
      await dialog.getByLabel('确认新密码').fill('new456');
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await seeText(page, '原始密码输入错误');
      await dialog.getByLabel('旧密码').fill('plum-7421');
      // A password from the common list meets the form's rule; the server refuses it.
      await dialog.getByLabel('新密码', { exact: true }).fill('password1');
      await dialog.getByLabel('确认新密码').fill('password1');
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await seeText(page, '密码过于常见');
      await dialog.getByLabel('新密码', { exact: true }).fill('new456');
      await dialog.getByLabel('确认新密码').fill('new456');
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await seeText(page, '修改成功');
      await page.evaluate(() => window.localStorage.clear());
      await loginToHome(page, name, 'new456');
    },
    allow: [/400 PUT \/api\/user\/updatePwd/],
  },
];
