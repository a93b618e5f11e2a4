/** The success envelope of DESIGN.md section 5. */
export function ok<T>(data: T, message = 'OK', code = 200) {
  return { success: true as const, code, message, data };
}
