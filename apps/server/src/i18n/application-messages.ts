/** Server texts of the application tracker (see messages.ts). */
export const APPLICATION_MESSAGES = {
  applicationNotFound: { zh: '该求职记录不存在', en: 'This application does not exist' },
  applicationCreated: { zh: '已加入求职跟踪', en: 'Added to your tracker' },
  applicationMoved: { zh: '已在求职跟踪中更新', en: 'Updated in your tracker' },
  applicationSaved: { zh: '已保存', en: 'Saved' },
  applicationDeleted: { zh: '求职记录已删除', en: 'Application deleted' },
  applicationVersionConflict: {
    zh: '这条求职记录已在其他窗口或设备上修改过（当前为第 {version} 版），请刷新后再编辑，以免覆盖新内容',
    en: 'This application was changed in another tab or device (it is now version {version}); reload it before editing so nothing is overwritten',
  },
  applicationUrlInvalid: {
    zh: '请输入以 http:// 或 https:// 开头的网址',
    en: 'Enter an address that starts with http:// or https://',
  },
  applicationFieldRequired: {
    zh: '不是站内职位时必填',
    en: 'Required for a job outside the catalogue',
  },
  timeZoneInvalid: { zh: '未知的时区', en: 'Unknown time zone' },
  applicationFetchRefused: {
    zh: '出于安全原因，无法读取这个地址（内网或本机地址）',
    en: 'For safety this address cannot be read (it points to a private or local network)',
  },
  applicationFetchNotFound: {
    zh: '找不到这个网站，请检查网址是否正确，也可以手动填写职位名称和公司',
    en: 'No site was found at this address; check it, or enter the title and company by hand',
  },
  applicationFetchUnreachable: {
    zh: '无法连接到这个网站，请检查网址或稍后再试，也可以手动填写职位名称和公司',
    en: 'The site could not be reached; check the address or try again later, or enter the title and company by hand',
  },
  applicationFetchRedirects: {
    zh: '该网页跳转次数过多，无法读取，请手动填写职位名称和公司',
    en: 'The page redirects too many times to be read; enter the title and company by hand',
  },
  applicationFetchStatus: {
    zh: '该网站返回了错误（HTTP {status}），请手动填写职位名称和公司',
    en: 'The site answered with an error (HTTP {status}); enter the title and company by hand',
  },
  applicationFetchNotHtml: {
    zh: '该地址不是网页（可能是文件或图片），请手动填写职位名称和公司',
    en: 'This address is not a web page (perhaps a file or an image); enter the title and company by hand',
  },
  applicationFetchTimeout: {
    zh: '该网页在 {seconds} 秒内没有响应，请手动填写职位名称和公司',
    en: 'The page did not answer within {seconds} s; enter the title and company by hand',
  },
  applicationFetchTooLarge: {
    zh: '该网页超过 {megabytes} MB，无法读取，请手动填写职位名称和公司',
    en: 'The page is larger than {megabytes} MB and was not read; enter the title and company by hand',
  },
  applicationFetchNeedsDetails: {
    zh: '该网页没有结构化职位信息，请填写职位名称和公司',
    en: 'The page holds no structured job posting; enter the title and company',
  },
} as const;
