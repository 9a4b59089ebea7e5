// Moved to app/auth (partner lists use it too); kept while bill files still import it from here.
export * from '../../app/auth/data-scope.js';
