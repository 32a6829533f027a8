# Included by src/model/CMakeLists.txt: the BERT forward pass and ModelDispatcher (the running half
# of issue 5; the loading half is listed there).
target_sources(cw_model PRIVATE
  ${CMAKE_CURRENT_SOURCE_DIR}/bert_forward.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/bert_forward_weights.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/pooler.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/model_dispatcher.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/weight_upload_bench.cpp
)
