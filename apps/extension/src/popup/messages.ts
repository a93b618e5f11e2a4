import type { Language } from '../shared/messages.ts';

const POPUP = {
  title: { zh: '远方 · 自动填写', en: 'Yonder autofill' },
  server: { zh: '远方服务器地址', en: 'Yonder server address' },
  saveServer: { zh: '保存地址', en: 'Save address' },
  badServer: { zh: '请输入 http(s) 开头的地址', en: 'Enter an address starting with http(s)' },
  permissionDenied: {
    zh: '没有获得访问该服务器的权限',
    en: 'Permission to reach this server was not granted',
  },
  connect: { zh: '连接远方账号', en: 'Connect your Yonder account' },
  connectHint: {
    zh: '将打开远方网站，登录后点击“允许”即可连接。',
    en: 'Opens Yonder: sign in and approve to connect.',
  },
  signedInAs: { zh: '已连接：{name}', en: 'Connected as {name}' },
  completeness: { zh: '求职资料完整度 {percent}%', en: 'Profile {percent}% complete' },
  fixProfile: { zh: '完善求职资料', en: 'Complete your profile' },
  supported: {
    zh: '当前页面是可填写的 {ats} 申请表',
    en: 'This page is a {ats} form Yonder can fill',
  },
  anyPage: {
    zh: '未识别 {site} 的招聘系统：远方可以按标签填写这个页面的表单',
    en: 'No known board on {site}: Yonder can fill this page’s form by its labels',
  },
  anyPageAsk: {
    zh: '未识别 {site} 的招聘系统：填写时会请求只访问这个网站的权限',
    en: 'No known board on {site}: filling asks for access to this site only',
  },
  pageDenied: {
    zh: '没有获得访问 {site} 的权限，未填写',
    en: 'Access to {site} was not granted: nothing was filled',
  },
  unsupported: {
    zh: '这里没有可以填写的网页',
    en: 'There is no web page here to fill',
  },
  fill: { zh: '填写此页面', en: 'Fill this page' },
  signOut: { zh: '退出登录', en: 'Sign out' },
  loading: { zh: '加载中…', en: 'Loading…' },
} as const;

export type PopupKey = keyof typeof POPUP;

export const tp = (
  language: Language,
  key: PopupKey,
  values: Record<string, string | number> = {},
) => POPUP[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
