import { group } from '../types.ts';

/** Product, visual and research design. */
export const DESIGN = group('design', [
  { name: 'UI Design', aliases: ['ui designer', 'user interface design', 'visual interface design'], loose: ['ui'], zh: ['界面设计', 'UI设计'] },
  { name: 'UX Design', aliases: ['ux', 'ux designer', 'user experience', 'user experience design', 'ui/ux', 'ux/ui', 'interaction design'], zh: ['用户体验', '交互设计', 'UX设计'] },
  { name: 'Product Design', aliases: ['product designer'], zh: ['产品设计'] },
  { name: 'Graphic Design', aliases: ['visual design', 'graphic designer'], zh: ['平面设计', '视觉设计'] },
  { name: 'Brand Design', aliases: ['branding', 'brand identity', 'visual identity'], zh: ['品牌设计'] },
  { name: 'Motion Design', aliases: ['motion graphics', 'animation'], zh: ['动效设计', '动画'] },
  { name: 'Illustration', aliases: ['illustrator'], zh: ['插画'] },
  { name: 'Design Systems', aliases: ['design system', 'component library'], zh: ['设计系统', '组件库'] },
  { name: 'Prototyping', aliases: ['wireframing', 'wireframes', 'prototypes', 'mockups'], zh: ['原型设计', '原型'] },
  { name: 'User Research', aliases: ['usability testing', 'ux research', 'user interviews'], zh: ['用户研究', '可用性测试'] },
  { name: 'Figma', aliases: ['figjam'] },
  { name: 'Sketch', aliases: [], exact: ['Sketch'] },
  { name: 'Adobe XD', aliases: ['xd'] },
  { name: 'Photoshop', aliases: ['adobe photoshop'] },
  { name: 'Adobe Illustrator', aliases: ['adobe illustrator'] },
  { name: 'After Effects', aliases: ['adobe after effects'] },
  { name: 'Adobe Creative Suite', aliases: ['adobe creative cloud', 'adobe cc', 'indesign', 'premiere pro', 'premiere'] },
  { name: 'Blender', aliases: ['3d modeling', '3d modelling'], zh: ['三维建模', '3D建模'] },
  { name: 'Framer', aliases: [] },
  { name: 'Principle', aliases: [], exact: ['Principle'] },
  { name: 'Video Editing', aliases: ['final cut', 'final cut pro', 'davinci resolve'], zh: ['视频剪辑'] },
  { name: 'Typography', aliases: [], zh: ['字体排印'] },
]);
