import type { Kysely } from 'kysely';
import { inTransaction } from './database.js';
import type { Database } from './schema.js';
import { hashPassword } from '../app/auth/passwords.js';
import { provisionTenant } from '../modules/system/tenant-provisioning.service.js';
import { seedDemoBasic } from './seed-demo-basic.js';
import { seedDemoMaterial } from './seed-demo-material.js';
import { upsertRole } from './seed-reference.js';
import {
  demoDepartments,
  demoMessages,
  demoPersons,
  demoRoles,
  demoSystemConfig,
  demoTenant,
  demoUserDepartments,
  demoUsers,
} from './seeds/demo/system.demo.js';

/** Whether the demo tenant is there already. */
export async function demoSeeded(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom('tenant').select('id').where('login_name', '=', demoTenant.loginName).executeTakeFirst());
}

/**
 * The demo tenant (owner `jsh`) with its roles, users, departments, persons, settings and a
 * welcome message. Runs once: a database that already has the tenant is left alone. In a transaction of its
 * own, or in the caller's (`db` a transaction: the server seeds the tenant and its bills as one).
 */
export async function seedDemo(db: Kysely<Database>, password: string): Promise<{ created: boolean }> {
  return inTransaction(db, async (trx) => {
    if (await demoSeeded(trx)) return { created: false };
    const owner = demoUsers.find((u) => u.isTenantOwner);
    if (!owner) throw new Error('demo data has no tenant owner');
    const { tenantId, userId: ownerId } = await provisionTenant(trx, {
      loginName: owner.loginName,
      password,
      username: owner.username,
      type: demoTenant.type,
      userNumLimit: demoTenant.userNumLimit,
      expireTime: demoTenant.expireTime,
      remark: demoTenant.remark,
      passwordIsDefault: true,
    });
    await trx
      .updateTable('app_user')
      .set({ position: owner.position, email: owner.email })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', ownerId)
      .execute();

    const roleIds = new Map<string, string>();
    for (const role of demoRoles) roleIds.set(role.name, await upsertRole(trx, tenantId, role));

    const userIds = new Map([[owner.loginName, ownerId]]);
    const hash = await hashPassword(password);
    for (const u of demoUsers.filter((x) => !x.isTenantOwner)) {
      const roleId = 'tenantRole' in u.role ? (roleIds.get(u.role.tenantRole) ?? null) : null;
      const row = await trx
        .insertInto('app_user')
        .values({
          tenant_id: tenantId,
          login_name: u.loginName,
          username: u.username,
          password_hash: hash,
          password_is_default: true,
          role_id: roleId,
          position: u.position,
          email: u.email,
          phonenum: u.phonenum || null,
          leader_flag: u.leaderFlag,
          remark: u.remark || null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.set(u.loginName, row.id);
    }

    const orgIds = new Map<string, string>();
    for (const d of demoDepartments) {
      const parentId = d.parentOrgNo ? (orgIds.get(d.parentOrgNo) ?? null) : null;
      const row = await trx
        .insertInto('organization')
        .values({ tenant_id: tenantId, org_no: d.orgNo, org_abr: d.orgAbr, parent_id: parentId, sort: d.sort, remark: d.remark || null })
        .returning('id')
        .executeTakeFirstOrThrow();
      orgIds.set(d.orgNo, row.id);
    }
    for (const link of demoUserDepartments) {
      const userId = userIds.get(link.loginName);
      const orgaId = orgIds.get(link.orgNo);
      if (userId && orgaId)
        await trx.insertInto('orga_user_rel').values({ tenant_id: tenantId, user_id: userId, orga_id: orgaId, user_blng_orga_dspl_seq: link.sort }).execute();
    }
    if (demoPersons.length)
      await trx
        .insertInto('person')
        .values(demoPersons.map((p) => ({ tenant_id: tenantId, name: p.name, type: p.type, sort: p.sort })))
        .execute();

    const c = demoSystemConfig;
    await trx
      .updateTable('system_config')
      .set({
        company_name: c.companyName,
        company_contacts: c.companyContacts,
        company_address: c.companyAddress,
        company_tel: c.companyTel,
        company_fax: c.companyFax || null,
        company_post_code: c.companyPostCode || null,
        sale_agreement: c.saleAgreement,
        depot_flag: c.depotFlag,
        customer_flag: c.customerFlag,
        minus_stock_flag: c.minusStockFlag,
        purchase_by_sale_flag: c.purchaseBySaleFlag,
        multi_level_approval_flag: c.multiLevelApprovalFlag,
        multi_bill_type: c.multiBillType || null,
        force_approval_flag: c.forceApprovalFlag,
        update_unit_price_flag: c.updateUnitPriceFlag,
        over_link_bill_flag: c.overLinkBillFlag,
        in_out_manage_flag: c.inOutManageFlag,
        multi_account_flag: c.multiAccountFlag,
        move_avg_price_flag: c.moveAvgPriceFlag,
        audit_print_flag: c.auditPrintFlag,
        zero_change_amount_flag: c.zeroChangeAmountFlag,
        customer_static_price_flag: c.customerStaticPriceFlag,
        material_price_tax_flag: c.materialPriceTaxFlag,
      })
      .where('tenant_id', '=', tenantId)
      .execute();

    for (const m of demoMessages) {
      const userId = userIds.get(m.recipientLoginName);
      if (userId)
        await trx
          .insertInto('message')
          .values({ tenant_id: tenantId, user_id: userId, msg_title: m.msgTitle, msg_content: m.msgContent, type: m.type, status: m.status })
          .execute();
    }
    await seedDemoBasic(trx, tenantId, userIds);
    await seedDemoMaterial(trx, tenantId);
    return { created: true };
  });
}
