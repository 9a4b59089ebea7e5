/** Name of the platform administrators' template role (seeded); it is never a tenant package. */
export const PLATFORM_ADMIN_ROLE = '管理员';
