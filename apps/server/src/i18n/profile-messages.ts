/** Texts of the candidate profile (spread into MESSAGES). */
export const PROFILE_MESSAGES = {
  candidateProfileSaved: { zh: '求职资料已保存', en: 'Profile saved' },
  profileVersionConflict: {
    zh: '你的资料已在其他窗口或设备上保存过（当前为第 {version} 版），请重新加载后再编辑，以免覆盖新内容',
    en: 'Your profile was saved in another tab or device (it is now version {version}); reload it before editing so nothing is overwritten',
  },
  profileResumeAttached: {
    zh: '简历已上传，可以选择要填入资料的内容',
    en: 'Resume uploaded: choose what to fill your profile with',
  },
  profileResumeAlreadyInLibrary: {
    zh: '这份简历已在你的简历库中：《{title}》。已附上它，没有重复添加；可以选择要填入资料的内容',
    en: 'This resume is already in your library as “{title}”: it is attached and was not added again. Choose what to fill your profile with',
  },
  profileResumePdfAttached: {
    zh: '已用这份简历生成 PDF 并附上',
    en: 'A PDF of this resume was made and attached',
  },
  profileResumesChosen: { zh: '简历设置已保存', en: 'Resume choice saved' },
  profileResumeNoFile: {
    zh: '这份简历不是上传的，没有可附加的原始文件',
    en: 'This resume was not uploaded, so it has no original file to attach',
  },
  profileFillNeedsAi: {
    zh: '智能填写需要运营方配置 AI 服务，本站尚未配置；未扣除点数。可以改用免费的简历解析填写',
    en: 'Smart fill needs an AI provider configured by the operator, and this server has none; no point was used. The free resume parser can fill your profile instead',
  },
} as const;
