import { describe, it, expect } from 'vitest';
import { grantsOutsidePackage, roleSeeds, validateRoleGrants } from '../reference/roles.seed.js';
import { demoDepartments, demoMessages, demoRoles, demoTenant, demoUserDepartments, demoUsers } from './system.demo.js';
import { demoAccounts, demoDepots, demoPartners, demoUnits, demoUserCustomers, demoUserDepots } from './basic.demo.js';
import { demoAttributes, demoCategories, demoMaterials } from './material.demo.js';

// The demo rows reference each other by keys; these tests keep the keys resolvable.
const duplicates = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);
const logins = new Set(demoUsers.map((u) => u.loginName));

describe('demo system fixture', () => {
  it('has exactly one owner, the tenant login', () => {
    expect(demoUsers.filter((u) => u.isTenantOwner).map((u) => u.loginName)).toEqual([demoTenant.loginName]);
    expect(duplicates([...logins])).toEqual([]);
  });

  it('resolves every user role', () => {
    const templateKeys = roleSeeds.map((r) => r.key as string);
    const tenantRoles = demoRoles.map((r) => r.name);
    for (const user of demoUsers) {
      if ('template' in user.role) expect(templateKeys).toContain(user.role.template);
      else expect(tenantRoles).toContain(user.role.tenantRole);
    }
  });

  it('keeps tenant roles consistent and inside the tenant package', () => {
    expect(validateRoleGrants(demoRoles)).toEqual([]);
    expect(demoRoles.flatMap((role) => grantsOutsidePackage(role))).toEqual([]);
  });

  it('lists departments parents-first and links users to existing ones', () => {
    const seen = new Set<string>();
    for (const dept of demoDepartments) {
      if (dept.parentOrgNo !== null) expect(seen.has(dept.parentOrgNo), dept.orgNo).toBe(true);
      expect(seen.has(dept.orgNo), dept.orgNo).toBe(false);
      seen.add(dept.orgNo);
    }
    for (const link of demoUserDepartments) {
      expect(logins.has(link.loginName)).toBe(true);
      expect(seen.has(link.orgNo)).toBe(true);
    }
    for (const msg of demoMessages) expect(logins.has(msg.recipientLoginName)).toBe(true);
  });
});

describe('demo basic data', () => {
  it('has unique keys and one default account and depot', () => {
    expect(duplicates(demoAccounts.map((a) => a.name))).toEqual([]);
    expect(duplicates(demoDepots.map((d) => d.name))).toEqual([]);
    expect(duplicates(demoPartners.map((p) => `${p.type}:${p.name}`))).toEqual([]);
    expect(demoAccounts.filter((a) => a.isDefault)).toHaveLength(1);
    expect(demoDepots.filter((d) => d.isDefault)).toHaveLength(1);
  });

  it('names unit groups as the application generates them', () => {
    for (const unit of demoUnits) {
      expect(unit.name).toBe(`${unit.basicUnit}/(${unit.otherUnit}=${unit.ratio}${unit.basicUnit})`);
    }
  });

  it('resolves depot principals and user scopes', () => {
    const depots = new Set(demoDepots.map((d) => d.name));
    const customers = new Set(demoPartners.filter((p) => p.type === '客户').map((p) => p.name));
    for (const depot of demoDepots) expect(logins.has(depot.principalLoginName)).toBe(true);
    for (const scope of demoUserDepots) {
      expect(logins.has(scope.loginName)).toBe(true);
      for (const name of scope.depotNames) expect(depots.has(name), name).toBe(true);
    }
    for (const scope of demoUserCustomers) {
      expect(logins.has(scope.loginName)).toBe(true);
      for (const name of scope.customerNames) expect(customers.has(name), name).toBe(true);
    }
  });
});

describe('demo materials', () => {
  const categories = new Set(demoCategories.map((c) => c.name));
  const attributes = new Map(demoAttributes.map((a) => [a.attributeName, a.values]));
  const units = new Map(demoUnits.map((u) => [u.name, u]));

  it('has unique names and barcodes', () => {
    expect(duplicates(demoMaterials.map((m) => m.name))).toEqual([]);
    expect(duplicates(demoMaterials.flatMap((m) => m.barcodes.map((b) => b.barCode)))).toEqual([]);
  });

  it('resolves categories and gives each product exactly one default barcode', () => {
    for (const cat of demoCategories) if (cat.parentName !== null) expect(categories.has(cat.parentName)).toBe(true);
    for (const m of demoMaterials) {
      if (m.categoryName !== null) expect(categories.has(m.categoryName), m.name).toBe(true);
      expect(
        m.barcodes.filter((b) => b.isDefault),
        m.name,
      ).toHaveLength(1);
      expect(m.enableSerialNumber && m.enableBatchNumber, m.name).toBe(false);
    }
  });

  it('prices barcode rows in units the product has', () => {
    for (const m of demoMaterials) {
      const group = 'group' in m.unit ? units.get(m.unit.group) : undefined;
      if ('group' in m.unit) expect(group, m.name).toBeDefined();
      const allowed = 'single' in m.unit ? [m.unit.single] : [group?.basicUnit, group?.otherUnit];
      for (const b of m.barcodes) expect(allowed, b.barCode).toContain(b.unit);
      const base = m.barcodes.find((b) => b.isDefault);
      if (group) expect(base?.unit, m.name).toBe(group.basicUnit);
    }
  });

  it('covers each SKU combination once with values of known attributes', () => {
    for (const m of demoMaterials.filter((x) => x.sku.length > 0)) {
      for (const choice of m.sku) {
        for (const value of choice.values) expect(attributes.get(choice.attributeName), m.name).toContain(value);
      }
      const combos = m.sku.reduce<string[][]>((acc, choice) => acc.flatMap((prefix) => choice.values.map((v) => [...prefix, v])), [[]]);
      expect(m.barcodes.map((b) => b.sku).sort()).toEqual(combos.map((c) => c.join(',')).sort());
    }
    for (const m of demoMaterials.filter((x) => x.sku.length === 0)) {
      for (const b of m.barcodes) expect(b.sku, b.barCode).toBeNull();
    }
  });
});
