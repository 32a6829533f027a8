# Install: libcrosswarp, the public headers, the CLI (tools/crosswarp), the plugins
# (lib/crosswarp/, by their own CMakeLists) and a CMake package: find_package(crosswarp) then
# target_link_libraries(app PRIVATE crosswarp::crosswarp).
include(CMakePackageConfigHelpers)

install(TARGETS crosswarp crosswarp_abi EXPORT crosswarpTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/include/crosswarp DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT crosswarpTargets NAMESPACE crosswarp:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/crosswarp)

configure_package_config_file(${CMAKE_SOURCE_DIR}/cmake/crosswarpConfig.cmake.in
  ${CMAKE_BINARY_DIR}/crosswarpConfig.cmake INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/crosswarp)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/crosswarpConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/crosswarpConfig.cmake ${CMAKE_BINARY_DIR}/crosswarpConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/crosswarp)
