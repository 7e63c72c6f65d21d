"""voxcall device functions: catalog schemas, validation, dispatch, backends."""
