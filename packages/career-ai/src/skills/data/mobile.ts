import { group } from '../types.ts';

/** Native and cross-platform apps. */
export const MOBILE = group('mobile', [
  { name: 'iOS', aliases: ['ios development', 'ios developer'], zh: ['iOS开发'] },
  { name: 'Android', aliases: ['android development', 'android sdk'], zh: ['安卓', '安卓开发', 'Android开发'] },
  { name: 'React Native', aliases: ['react-native'] },
  { name: 'Flutter', aliases: [] },
  { name: 'Jetpack Compose', aliases: [] },
  { name: 'UIKit', aliases: [] },
  { name: 'Xcode', aliases: [] },
  { name: 'Ionic', aliases: ['capacitor', 'cordova'] },
  { name: 'Expo', aliases: [], exact: ['Expo'] },
  { name: 'Xamarin', aliases: ['.net maui'] },
  { name: 'Mobile Development', aliases: ['mobile apps', 'mobile app development', 'mobile engineering'], zh: ['移动开发', '移动端', '客户端开发'] },
  { name: 'HarmonyOS', aliases: ['harmony os', 'openharmony', 'arkts'], zh: ['鸿蒙', '鸿蒙开发'] },
  { name: 'Uni-app', aliases: ['uniapp', 'uni app'] },
]);
