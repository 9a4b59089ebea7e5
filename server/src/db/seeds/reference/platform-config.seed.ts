// Reference seed: global platform settings (reference jsh_platform_config, seed-data.md §9,
// effects in business-rules.md §15). Seeding inserts missing keys only and never overwrites a
// value the platform admin has changed.

export interface PlatformConfigSeed {
  key: string;
  /** Label shown on the 平台配置 page. */
  info: string;
  value: string;
}

export const platformConfigSeeds: readonly PlatformConfigSeed[] = [
  { key: 'platform_name', info: '平台名称', value: '算盘ERP' },
  { key: 'activation_code', info: '激活码', value: '' },
  // Empty until we have a site: the header hides the official-website link when it is blank.
  { key: 'platform_url', info: '官方网站', value: '' },
  // Flags are '0'/'1' ('1' = on); the 3-part print service is off until its url is set.
  { key: 'bill_print_flag', info: '三联打印启用标记', value: '0' },
  { key: 'bill_print_url', info: '三联打印地址', value: '' },
  // Not seeded by the reference but read by its code (the newer print service).
  { key: 'bill_print_pro_url', info: '三联打印地址-新版', value: '' },
  { key: 'pay_fee_url', info: '租户续费地址', value: '' },
  { key: 'register_flag', info: '注册启用标记', value: '1' },
  { key: 'app_activation_code', info: '手机端激活码', value: '' },
  { key: 'send_workflow_url', info: '发起流程地址', value: '' },
  { key: 'weixinUrl', info: '微信url', value: '' },
  { key: 'weixinAppid', info: '微信appid', value: '' },
  { key: 'weixinSecret', info: '微信secret', value: '' },
  { key: 'aliOss_endpoint', info: '阿里OSS-endpoint', value: '' },
  { key: 'aliOss_accessKeyId', info: '阿里OSS-accessKeyId', value: '' },
  { key: 'aliOss_accessKeySecret', info: '阿里OSS-accessKeySecret', value: '' },
  { key: 'aliOss_bucketName', info: '阿里OSS-bucketName', value: '' },
  { key: 'aliOss_linkUrl', info: '阿里OSS-linkUrl', value: '' },
  { key: 'bill_excel_url', info: '单据Excel地址', value: '' },
  { key: 'email_from', info: '邮件发送端-发件人', value: '' },
  { key: 'email_auth_code', info: '邮件发送端-授权码', value: '' },
  { key: 'email_smtp_host', info: '邮件发送端-SMTP服务器', value: '' },
  // Off by default: logins and registrations are rate-limited on the server, which protects
  // against guessing without a captcha service; an operator can still switch the captcha on.
  { key: 'checkcode_flag', info: '验证码启用标记', value: '0' },
  { key: 'app_version', info: '手机端版本', value: '' },
];
