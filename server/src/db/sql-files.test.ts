import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSqlFiles, sqlFilesToApply } from './sql-files.js';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function folder(files: Record<string, string>): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suanpan-sql-files-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const fn = (name: string, body = 'select 1') => `-- ${name}\ncreate or replace function ${name}() returns int language sql as $fn$ ${body} $fn$;\n`;
const trigger = (name: string, fnName: string) => `create or replace trigger ${name} after insert on t for each statement execute function ${fnName}();\n`;

describe('loadSqlFiles', () => {
  it('orders functions before triggers, a file after the ones its code names, otherwise by name', () => {
    const files = loadSqlFiles(
      folder({
        'triggers/a_trigger.sql': trigger('a_trigger', 'b_uses'),
        'functions/a_first.sql': fn('a_first'),
        'functions/b_uses.sql': fn('b_uses', 'select z_used() + a_first()'),
        'functions/z_used.sql': fn('z_used'),
      }),
    );
    expect(files.map((f) => f.file)).toEqual(['functions/a_first.sql', 'functions/z_used.sql', 'functions/b_uses.sql', 'triggers/a_trigger.sql']);
    expect(files.map((f) => f.kind)).toEqual(['function', 'function', 'function', 'trigger']);
    expect(files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a name in a comment orders nothing; a cycle of names is refused, naming its files', () => {
    expect(loadSqlFiles(folder({ 'functions/a.sql': `-- calls b\n${fn('a')}`, 'functions/b.sql': fn('b', 'select a()') })).map((f) => f.name)).toEqual([
      'a',
      'b',
    ]);
    fs.rmSync(dir, { recursive: true });
    expect(() => loadSqlFiles(folder({ 'functions/a.sql': fn('a', 'select b()'), 'functions/b.sql': fn('b', 'select a()') }))).toThrow(
      'SQL 文件相互引用，无法排定应用顺序：functions/a.sql → functions/b.sql → functions/a.sql',
    );
  });

  it('one object per file, named as the file, in a known folder', () => {
    expect(() => loadSqlFiles(folder({ 'functions/a.sql': fn('b') }))).toThrow('SQL 文件 functions/a.sql 须以 create or replace function a 开头');
    fs.rmSync(dir, { recursive: true });
    expect(() => loadSqlFiles(folder({ 'functions/a.sql': 'create function a() returns int language sql as $$ select 1 $$;' }))).toThrow(
      '须以 create or replace function a 开头',
    );
    fs.rmSync(dir, { recursive: true });
    expect(() => loadSqlFiles(folder({ 'triggers/t.sql': fn('t') }))).toThrow('SQL 文件 triggers/t.sql 须以 create or replace trigger t 开头');
    fs.rmSync(dir, { recursive: true });
    expect(() => loadSqlFiles(folder({ 'functions/A-b.sql': fn('a') }))).toThrow('SQL 文件 functions/A-b.sql 的名称须为 <小写名称>.sql');
    fs.rmSync(dir, { recursive: true });
    expect(() => loadSqlFiles(folder({ 'views/v.sql': 'create view v as select 1;' }))).toThrow('未知的 views');
    fs.rmSync(dir, { recursive: true });
    expect(() => loadSqlFiles(folder({ 'functions/x.sql': fn('x'), 'triggers/x.sql': trigger('x', 'x') }))).toThrow(
      'SQL 文件 functions/x.sql 与 triggers/x.sql 定义了同名对象 x',
    );
  });
});

describe('sqlFilesToApply', () => {
  it('the files whose hash differs from the recorded one; every file after a migration', () => {
    const files = loadSqlFiles(folder({ 'functions/a.sql': fn('a'), 'functions/b.sql': fn('b'), 'functions/c.sql': fn('c') }));
    const [a, b] = files;
    const recorded = new Map([
      [a!.file, a!.sha256],
      [b!.file, 'x'.repeat(64)],
    ]);
    expect(sqlFilesToApply(files, recorded, false).map((f) => f.name)).toEqual(['b', 'c']);
    expect(sqlFilesToApply(files, recorded, true).map((f) => f.name)).toEqual(['a', 'b', 'c']);
    expect(sqlFilesToApply(files, new Map(files.map((f) => [f.file, f.sha256])), false)).toEqual([]);
  });
});
