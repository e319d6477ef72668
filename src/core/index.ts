export * from './vec2'
export * from './vec3'
